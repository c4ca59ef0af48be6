import WebSocket from 'ws';

/** A browser tab's realtime connection, recording every message the server pushes. */
export async function openRealtimeTab(wsUrl: string, cookie?: string) {
  const socket = new WebSocket(wsUrl, { headers: cookie ? { cookie } : {} });
  const messages: Array<Record<string, unknown> & { type: string }> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('unexpected-response', () => resolve(false));
  });
  /** The first message matching, waiting for it to arrive. */
  const next = async (match: (m: (typeof messages)[number]) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No matching message; got ${JSON.stringify(messages).slice(0, 2000)}`);
  };
  const close = () => socket.close();
  return { socket, messages, opened, next, close };
}
