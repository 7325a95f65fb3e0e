import { IS_SERVER, serverContext } from './server-context.ts';

export function readCookie(name: string): string | undefined {
  if (IS_SERVER) return serverContext()?.cookies[name];
  for (const part of document.cookie.split('; ')) {
    const index = part.indexOf('=');
    if (part.slice(0, index) === name) return decodeURIComponent(part.slice(index + 1));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: { days?: number; path?: string } = {}) {
  const expires = options.days ? `; max-age=${Math.round(options.days * 86400)}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=${options.path ?? '/'}; samesite=lax`;
}

export function deleteCookie(name: string, path = '/') {
  document.cookie = `${name}=; max-age=0; path=${path}`;
}
