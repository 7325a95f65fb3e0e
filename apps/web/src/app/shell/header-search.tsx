import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import {
  nextActiveIndex,
  suggestionQuery,
  useAutocomplete,
  wantsSuggestions,
} from '../../features/search/autocomplete.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './header-search.module.css';
import { searchHref } from './shell-links.ts';

/**
 * Header search box: submits to /search?q=… (add-on: /add-on/search/). While typing it offers title
 * suggestions as an ARIA 1.2 combobox: the focus stays in the text box, arrow keys move the active
 * option (aria-activedescendant), Enter searches for it, Escape closes the list (and then clears the box).
 */
export function HeaderSearch() {
  const mode = useExperienceMode();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const currentQuery = params.get('q') ?? '';
  const suggestions = useAutocomplete(query, mode, open);
  const expanded = open && suggestions.length > 0 && wantsSuggestions(query);

  // Follow the address when a page changes the query (e.g. the search page's own box).
  useEffect(() => setQuery(currentQuery), [currentQuery]);
  // A new page closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page changes only
  useEffect(() => setOpen(false), [pathname]);
  // New suggestions start with none active, so Enter searches what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes
  useEffect(() => setActive(-1), [suggestions]);

  const search = (text: string) => {
    setOpen(false);
    setActive(-1);
    navigate(searchHref(text, mode));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) {
      const text = suggestionQuery(chosen);
      setQuery(text);
      search(text);
    } else {
      search(query);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (event.key === 'ArrowDown' && wantsSuggestions(query)) setOpen(true);
        return;
      }
      event.preventDefault();
      setActive((current) =>
        nextActiveIndex(current, event.key as 'ArrowDown' | 'ArrowUp', suggestions.length),
      );
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          placeholder="Search classroom resources..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon size={20} />
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className={styles.listbox}
          hidden={!expanded}
        >
          {expanded &&
            suggestions.map((suggestion, index) => (
              // Options are not focusable: the text box keeps the focus (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with the arrow keys and Enter in the text box
              <div
                key={`${suggestion.object_type}-${suggestion.url}`}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? styles.optionActive : styles.option}
                // Keep the focus in the text box, so the click does not blur and close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  const text = suggestionQuery(suggestion);
                  setQuery(text);
                  search(text);
                }}
              >
                <span className={styles.optionTitle}>
                  {suggestion.object_type === 'standard' ? suggestion.title : `“${suggestion.title}”`}
                </span>
                {suggestion.object_type === 'collection' && (
                  <span className={styles.optionKind}>Collection</span>
                )}
                {suggestion.object_type === 'standard' && <span className={styles.optionKind}>Standard</span>}
              </div>
            ))}
        </div>
        <span className="visually-hidden" role="status">
          {expanded ? `${suggestions.length} suggestions. Use the up and down arrows to choose one.` : ''}
        </span>
      </form>
    </search>
  );
}
