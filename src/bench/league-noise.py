#!/usr/bin/env python3
# How far two leagues made by LeagueSource's process (src/it/src/test/java/seedgen/it/LeagueSource.java) differ from each other
# in the fan-out of seasons onto (year, team_id): the KS distance between one league and 40 others of other seeds.
# The same steps as LeagueSource.players (debut year, a geometric career cut at 2024, 1 to 3 stints, each season's
# team drawn among its year's), with Python's random instead of java.util.Random: the noise the comparator's bound of
# 0.05 meets on 480 team-years (docs/learn-real.md).  Usage: python3 src/bench/league-noise.py
import random, math, collections
FIRST, LAST = 1990, 2024
def league(seed):
    r = random.Random(seed)
    teamsIn = [min(16, 12 + (y-FIRST)//8) for y in range(FIRST, LAST+1)]
    counts = collections.Counter()
    for pid in range(3000):
        debut = FIRST + r.randrange(LAST-FIRST-1)
        years = 1 + int(math.floor(math.log(1-r.random())/math.log(0.8)))
        final = min(LAST, debut+years-1)
        for y in range(debut, final+1):
            stints = (3 if r.random()<0.1 else 2) if r.random()<0.1 else 1
            k = teamsIn[y-FIRST]; team = r.randrange(k)
            for s in range(stints):
                counts[(y,team)] += 1
                team = (team + 1 + r.randrange(k-1)) % k
    allc = []
    for y in range(FIRST, LAST+1):
        for t in range(teamsIn[y-FIRST]):
            allc.append(counts[(y,t)])
    return allc
def ks(a,b):
    vals = sorted(set(a)|set(b)); a=sorted(a); b=sorted(b)
    import bisect
    return max(abs(bisect.bisect_right(a,v)/len(a)-bisect.bisect_right(b,v)/len(b)) for v in vals)
base = league(35)
d = [ks(base, league(s)) for s in range(100,140)]
d.sort()
print("median KS between two leagues of the same process:", d[len(d)//2], "p90", d[int(len(d)*0.9)], "share > 0.05:", sum(x>0.05 for x in d)/len(d))
