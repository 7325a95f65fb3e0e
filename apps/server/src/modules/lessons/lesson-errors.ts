import { type ErrorMap, flattenErrorMap } from '@lantern/shared';
import { AppError } from '../../lib/app-error.ts';

/** Field errors found after the body's schema passed (the catalog, uploads, the sanitizer), in the same reply
 * shape as the schema's own: code validation_error, the field map in `errors`, 'label - message' lines. */
export class FieldErrors {
  private readonly map: ErrorMap = {};

  add(path: (string | number)[], message: string) {
    let node = this.map;
    for (const key of path.slice(0, -1).map(String)) {
      const next = node[key];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = {};
      node = node[key] as ErrorMap;
    }
    const leaf = String(path.at(-1));
    const existing = node[leaf];
    node[leaf] = Array.isArray(existing) ? [...existing, message] : [message];
  }

  throwIfAny() {
    const messages = flattenErrorMap(this.map);
    if (messages.length === 0) return;
    throw new AppError('validation_error', messages[0] as string, 400, { errors: this.map, messages });
  }
}
