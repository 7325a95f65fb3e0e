import type { HelpArticleSummary, HelpAudience } from '@lantern/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './help.module.css';
import { useHelpArticles } from './help-api.ts';

const POLICIES = new Set(['privacy-policy', 'terms-of-use']);

const GROUPS: { heading: string; keep: (article: HelpArticleSummary) => boolean }[] = [
  { heading: 'Getting started', keep: (a) => a.audience === 'everyone' && !POLICIES.has(a.slug) },
  { heading: 'For teachers', keep: (a) => a.audience === ('teachers' satisfies HelpAudience) },
  { heading: 'For students', keep: (a) => a.audience === ('students' satisfies HelpAudience) },
  { heading: 'Policies', keep: (a) => POLICIES.has(a.slug) },
];

function ArticleList({ articles }: { articles: HelpArticleSummary[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={`/help/${article.slug}/`}>{article.title}</Link>
          {article.coming && <span className={styles.coming}>Coming</span>}
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** /help/ (spec 1 §2.2): the help articles by audience, and a search over them kept in the address (?q=). */
export function HelpPage() {
  useDocumentTitle(pageTitle('Help'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const articles = useHelpArticles(query);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = draft.trim();
    setParams(q ? { q } : {});
  }

  let results: React.ReactNode = null;
  if (articles.isPending) results = <p>Loading help…</p>;
  else if (articles.isError) results = <p role="alert">Something went wrong. Please try again later.</p>;
  else if (query) {
    const found = articles.data.objects;
    results =
      found.length > 0 ? (
        <ArticleList articles={found} />
      ) : (
        <p>
          Nothing matched. Try other words, or choose <strong>Send feedback</strong> at the bottom of the page
          to ask us.
        </p>
      );
  } else {
    results = GROUPS.map(({ heading, keep }) => {
      const found = articles.data.objects.filter(keep);
      return found.length === 0 ? null : (
        <section key={heading} className={styles.group} aria-label={heading}>
          <h2>{heading}</h2>
          <ArticleList articles={found} />
        </section>
      );
    });
  }

  const count = articles.data?.objects.length ?? 0;
  return (
    <section className={pageStyles.page} aria-labelledby="help-title">
      <h1 id="help-title">Help</h1>
      <search>
        <form className={styles.search} onSubmit={search}>
          <div className={styles.searchField}>
            <label htmlFor="help-search">Search help</label>
            <input
              id="help-search"
              type="search"
              value={draft}
              maxLength={200}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
      </search>
      <p role="status" className={query ? undefined : 'visually-hidden'}>
        {query && !articles.isPending
          ? `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”.`
          : ''}
      </p>
      {results}
    </section>
  );
}
