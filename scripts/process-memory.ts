import { readdirSync, readFileSync } from "node:fs";

/** Resident memory (KB) of a process and all its descendants, from /proc. */
export function treeRssKb(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  let total = 0;
  for (const p of tree) {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0);
    } catch {
      // ended
    }
  }
  return total;
}
