import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { onPrivacyModalRequest, type PrivacyModalRequest } from './privacy-gate.ts';

// The modal, its forms and the privacy schemas load on the first request, not with every page.
const PrivacyModalFlow = lazy(() =>
  import('./privacy-modal.tsx').then((m) => ({ default: m.PrivacyModalFlow })),
);

/**
 * Mounted once by the shell: shows the Data-privacy modal for each request, one at a time. Requests
 * made while it is open wait for it and get the same answer.
 */
export function PrivacyGateHost() {
  const [current, setCurrent] = useState<PrivacyModalRequest | null>(null);
  const waiting = useRef<PrivacyModalRequest[]>([]);
  const generation = useRef(0);

  useEffect(
    () =>
      onPrivacyModalRequest((request) => {
        setCurrent((shown) => {
          if (shown) {
            waiting.current.push(request);
            return shown;
          }
          generation.current += 1;
          return request;
        });
      }),
    [],
  );

  if (!current) return null;
  const finish = (acknowledged: boolean) => {
    current.resolve(acknowledged);
    for (const request of waiting.current.splice(0)) request.resolve(acknowledged);
    setCurrent(null);
  };
  return (
    <Suspense fallback={null}>
      <PrivacyModalFlow key={generation.current} reason={current.reason} onDone={finish} />
    </Suspense>
  );
}
