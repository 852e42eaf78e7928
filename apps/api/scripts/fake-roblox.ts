/** A local stand-in for Roblox's user and thumbnail APIs while the examples are captured. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers the two Roblox calls an avatar look-up makes, for any username, as Roblox would. */
export async function startFakeRoblox(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/v1/usernames/users')) {
      res.end(JSON.stringify({ data: [{ requestedUsername: 'player', id: 1_520_334, name: 'player' }] }));
    } else {
      const imageUrl =
        'https://tr.rbxcdn.com/30DAY-AvatarHeadshot-1520334/420/420/AvatarHeadshot/Png/noFilter';
      res.end(JSON.stringify({ data: [{ targetId: 1_520_334, state: 'Completed', imageUrl }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
