/** What a page says while its code loads (a lazy page), or while the tab reloads to a new build. */
export function PageLoading() {
  return (
    <p role="status" aria-live="polite" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      Loading…
    </p>
  );
}
