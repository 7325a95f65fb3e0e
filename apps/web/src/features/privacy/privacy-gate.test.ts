import { describe, expect, it } from 'vitest';
import { onPrivacyModalRequest, openPrivacyModal, type PrivacyModalRequest } from './privacy-gate.ts';

describe('the privacy gate requests', () => {
  it('answers false when no page hosts the modal, rather than waiting for ever', async () => {
    await expect(openPrivacyModal('gate')).resolves.toBe(false);
  });

  it("hands each request to the host and resolves with the host's answer", async () => {
    const seen: PrivacyModalRequest[] = [];
    const stop = onPrivacyModalRequest((request) => seen.push(request));
    try {
      const answer = openPrivacyModal('gate');
      expect(seen.map((request) => request.reason)).toEqual(['gate']);
      seen[0]?.resolve(true);
      await expect(answer).resolves.toBe(true);

      const arrival = openPrivacyModal('arrival');
      expect(seen[1]?.reason).toBe('arrival');
      seen[1]?.resolve(false);
      await expect(arrival).resolves.toBe(false);
    } finally {
      stop();
    }
  });
});
