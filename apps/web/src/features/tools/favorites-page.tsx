import { FAVORITES_PAGE_SIZE, type FavoriteCard } from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../app/shell-api.ts';
import { CardGrid } from '../../components/cards/card-grid.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { formatCount } from '../../lib/format-count.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { FAVORITE_FAILURES, useAddFavorite, useRemoveFavorite } from '../favorites/index.ts';
import { Pagination } from '../search/index.ts';
import { FavoriteResourceCard } from './favorite-resource-card.tsx';
import {
  FAVORITES_FILTERS,
  FAVORITES_SORT_OPTIONS,
  type FavoritesView,
  favoritesViewSearch,
  hasNarrowing,
  readFavoritesView,
} from './favorites-query.ts';
import { FAVORITE_CARDS_KEY, useFavoriteCards } from './library-api.ts';
import styles from './tools.module.css';

/** Remove with undo: the last removed favorite can be put back until the next removal. */
function useRemoveWithUndo() {
  const queryClient = useQueryClient();
  const remove = useRemoveFavorite();
  const add = useAddFavorite();
  const { notify } = useNotifications();
  const [removed, setRemoved] = useState<FavoriteCard | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FAVORITE_CARDS_KEY });

  // The removed card leaves the page, so keyboard focus goes to the Undo button in its place.
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const removeCard = (card: FavoriteCard) =>
    remove.mutate(
      { favoriteId: card.favorite_id, resourceId: card.lo_id },
      {
        onSuccess: () => setRemoved(card),
        onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.remove, tone: 'error' }),
        onSettled: refresh,
      },
    );
  const undo = () => {
    if (!removed) return;
    add.mutate(
      { resourceId: removed.lo_id, resourceCode: removed.resource_code },
      {
        onSuccess: () => setRemoved(null),
        onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.add, tone: 'error' }),
        onSettled: refresh,
      },
    );
  };
  return { removed, removeCard, undo, undoRef, undoing: add.isPending };
}

/**
 * /tools/favorites/ (issue 16): the user's favorites as the standard cards, searched, filtered and
 * sorted on the server one page at a time. With student=true it is a student's own list in the
 * student look (the shell's experience mode).
 */
export function FavoritesPage() {
  useDocumentTitle(pageTitle('Favorites'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = readFavoritesView(search);
  const cards = useFavoriteCards(view);
  const [text, setText] = useState(view.q);
  const { removed, removeCard, undo, undoRef, undoing } = useRemoveWithUndo();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setText(view.q), [view.q]);
  const show = (next: FavoritesView) => navigate({ search: favoritesViewSearch(search, next) });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ ...view, q: text.trim(), page: 1 });
  };

  const count = cards.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / FAVORITES_PAGE_SIZE));
  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.pageTitle}>
        Favorites
      </h1>
      <form className={styles.toolbar} onSubmit={submitSearch} aria-label="Search your favorites">
        <label className={styles.field}>
          <span>Search your favorites</span>
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={200}
          />
        </label>
        <Button type="submit" size="small">
          Search
        </Button>
      </form>
      <div className={styles.toolbar}>
        {FAVORITES_FILTERS.map((filter) => (
          <label key={filter.param} className={styles.field}>
            <span>{filter.label}</span>
            <select
              value={view.filters[filter.param] ?? ''}
              onChange={(event) =>
                show({
                  ...view,
                  page: 1,
                  filters: { ...view.filters, [filter.param]: event.target.value || undefined },
                })
              }
            >
              <option value="">All</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className={styles.field}>
          <span>Sort by</span>
          <select
            value={view.sort}
            onChange={(event) =>
              show({ ...view, page: 1, sort: event.target.value === 'title' ? 'title' : 'recent' })
            }
          >
            {FAVORITES_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="status" className={styles.statusLine}>
        {removed && (
          <>
            <span>Removed {removed.title} from your favorites.</span>{' '}
            <button
              ref={undoRef}
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={undo}
              disabled={undoing}
            >
              Undo
            </button>
          </>
        )}
      </div>
      <h2 ref={resultsRef} tabIndex={-1} className={listStates.resultsHeading}>
        {cards.data ? `${formatCount(count)} ${count === 1 ? 'favorite' : 'favorites'}` : 'Your favorites'}
      </h2>
      {cards.isPending ? (
        <p role="status">Loading your favorites…</p>
      ) : cards.isError ? (
        <p className={listStates.error} role="alert">
          Your favorites could not be loaded. Please reload the page to try again.
        </p>
      ) : count === 0 ? (
        <div className={listStates.empty}>
          {hasNarrowing(view) ? (
            <>
              <p>None of your favorites match. Try other words or filters.</p>
              <Link
                to={{ search: favoritesViewSearch(search, { q: '', filters: {}, sort: view.sort, page: 1 }) }}
              >
                Show all favorites
              </Link>
            </>
          ) : (
            <>
              <p>You have no favorites yet. Press Favorite on any resource to keep it here.</p>
              <Link to="/search" className={buttonClass('primary', 'small')}>
                Find resources
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <CardGrid label="Favorites">
            {cards.data.objects.map((card) => (
              <FavoriteResourceCard key={card.favorite_id} card={card} onRemove={removeCard} />
            ))}
          </CardGrid>
          <Pagination
            page={Math.min(view.page, lastPage)}
            lastPage={lastPage}
            params={new URLSearchParams(search)}
            onNavigate={() => resultsRef.current?.focus()}
          />
        </>
      )}
    </section>
  );
}
