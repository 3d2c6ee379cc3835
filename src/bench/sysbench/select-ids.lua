#!/usr/bin/env sysbench
-- The peer of `seedgen workload`'s reads: each sysbench thread sends the same SELECT as seedgen's
-- `read posts by user_id`, one user id a line from its own file (t0.ids, t1.ids, ...), cut by
-- src/bench/workload-bench.sh from the ids seedgen's own stream reads; at --rate, the statements sysbench's
-- scheduler hands out. The client does nothing per statement but read a line, send it and read the rows back.
--
--   sysbench select-ids.lua --ids=DIR --threads=8 --rate=500 --time=60 \
--       --mysql-host=127.0.0.1 --mysql-user=root --mysql-db=DB run

sysbench.cmdline.options = {
   ids = {"folder holding t0.ids, t1.ids, ...: one file per thread, one user id a line", ""}
}

function thread_init()
   drv = sysbench.sql.driver()
   con = drv:connect()
   local path = string.format("%s/t%d.ids", sysbench.opt.ids, sysbench.tid)
   source = assert(io.open(path, "r"), "cannot open " .. path)
end

function event()
   local id = source:read("*l")
   if id == nil then
      source:seek("set", 0) -- a thread that ran out starts its ids again
      id = source:read("*l")
   end
   local rs = con:query("SELECT * FROM posts WHERE user_id = " .. id .. " ORDER BY id DESC LIMIT 100")
   for i = 1, rs.nrows do
      rs:fetch_row()
   end
end

function thread_done()
   source:close()
   con:disconnect()
end
