import { getPageConfig } from '../lib/page-config.ts';

export function App() {
  return (
    <main>
      <h1>{getPageConfig().productName}</h1>
    </main>
  );
}
