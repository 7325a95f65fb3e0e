import { Outlet } from 'react-router';

/** Stub: the application shell (header, menus, footer, notifications) replaces this. */
export function Shell() {
  return (
    <main id="main-content">
      <Outlet />
    </main>
  );
}
