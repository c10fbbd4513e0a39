import net from "node:net";

/**
 * A TCP relay to PostgreSQL that the test can cut (every connection dropped, new ones refused) and
 * mend, or make hold (what the app sends is swallowed, as on a line that has silently died).
 */
export async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  let holding = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.on("data", (chunk) => {
      if (!holding) upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    hold() {
      holding = true;
    },
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    mend() {
      cut = false;
      holding = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
