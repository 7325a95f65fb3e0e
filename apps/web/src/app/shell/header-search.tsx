import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './header-search.module.css';
import { searchHref } from './shell-links.ts';

/** Header search box: submits to /search?q=… (add-on: /add-on/search/). */
export function HeaderSearch() {
  const mode = useExperienceMode();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const navigate = useNavigate();
  const inputId = useId();
  const currentQuery = params.get('q') ?? '';

  // Follow the address when a page changes the query (e.g. the search page's own box).
  useEffect(() => setQuery(currentQuery), [currentQuery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(query, mode));
  };

  return (
    <search className={styles.searchLandmark}>
      <form className={styles.form} onSubmit={submit} action="/search">
        <label htmlFor={inputId} className="visually-hidden">
          Search classroom resources
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          placeholder="Search classroom resources..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon size={20} />
        </button>
      </form>
    </search>
  );
}
