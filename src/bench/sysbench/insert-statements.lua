#!/usr/bin/env sysbench
-- The peer of seedgen's INSERT path: each sysbench thread sends, one by one and in autocommit (so each is its
-- own transaction), the ready INSERT statements of its own file, one statement a line, and ends when the file
-- does. src/bench/peer-bench.sh writes the files from the rows seedgen generates: the same multi-row INSERTs
-- of the same rows into the same table as seedgen's canonical run, handed to the threads in turn (statement
-- k to thread k mod --threads), as seedgen's workers take consecutive batches. The client does nothing per
-- statement but read a line and send it, so its CPU is the least any client can spend on these statements.
--
--   sysbench insert-statements.lua --statements=DIR --threads=18 --events=0 --time=0 \
--       --mysql-host=127.0.0.1 --mysql-user=root --mysql-db=DB run

sysbench.cmdline.options = {
   statements = {"folder holding t0.sql, t1.sql, ...: one file per thread, one statement a line", ""}
}

function thread_init()
   drv = sysbench.sql.driver()
   con = drv:connect()
   local path = string.format("%s/t%d.sql", sysbench.opt.statements, sysbench.tid)
   source = assert(io.open(path, "r"), "cannot open " .. path)
end

function event()
   local statement = source:read("*l")
   if statement == nil then
      return true -- this thread's statements are all sent: its loop ends
   end
   con:query(statement)
end

function thread_done()
   source:close()
   con:disconnect()
end
