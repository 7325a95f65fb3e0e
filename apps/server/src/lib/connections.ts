import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Tracks the server's sockets so a graceful stop can close the ones with no request in flight.
 * `server.close()` (and Fastify's `forceCloseConnections: 'idle'`) closes only keep-alive sockets
 * that have finished a request; a socket a browser opened ahead of time and has not used yet stays
 * open, and close() would wait for it until the shutdown limit.
 */
export function trackConnections(server: Server): { closeIdle(): void } {
  /** Sockets between requests, with how many bytes they had read when they became idle. */
  const idle = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    // Accepted while stopping (before the listener closed): refused like any later connection.
    if (closing) return void socket.destroy();
    idle.set(socket, 0);
    socket.once('close', () => idle.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    idle.delete(socket);
    response.once('close', () => {
      // Its reply is written: while stopping, the connection ends here instead of waiting for more.
      if (closing) socket.destroy();
      else if (!socket.destroyed) idle.set(socket, socket.bytesRead);
    });
  });
  return {
    closeIdle() {
      closing = true;
      for (const [socket, readAt] of idle) {
        // Bytes read since it went idle: a request is arriving; it is answered, then the socket ends.
        if (socket.bytesRead === readAt) socket.destroy();
      }
      idle.clear();
    },
  };
}
