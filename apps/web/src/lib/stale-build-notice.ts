/**
 * The message of stale-build.ts when the app itself cannot start (its entry or a file the entry imports is gone):
 * written with DOM calls into the main region of the page the server rendered, under its header. Once the app
 * runs, features/errors/stale-build-view.tsx shows the same markup; the classes are global (global.css).
 */
import { reloadForNewBuild, STALE_BUILD_TEXTS } from './stale-build.ts';

export function showStaleBuildNotice(): void {
  const main = document.getElementById('main-content');
  if (!main) return;
  const section = document.createElement('section');
  section.className = 'stale-build';
  section.setAttribute('aria-labelledby', 'stale-build-title');
  const title = document.createElement('h1');
  title.id = 'stale-build-title';
  title.textContent = STALE_BUILD_TEXTS.title;
  const message = document.createElement('p');
  message.textContent = STALE_BUILD_TEXTS.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = STALE_BUILD_TEXTS.button;
  button.addEventListener('click', reloadForNewBuild);
  section.append(title, message, button);
  main.replaceChildren(section);
  // The server's title ends in ' | {product}': keep that part.
  const site = document.title.lastIndexOf(' | ');
  document.title = `${STALE_BUILD_TEXTS.documentTitle}${site >= 0 ? document.title.slice(site) : ''}`;
}
