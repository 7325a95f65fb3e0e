import { Link, useParams } from 'react-router';
import pageStyles from '../../components/ui/page.module.css';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './help.module.css';
import { useHelpArticle } from './help-api.ts';

/** /help/{slug}/: one help article, including /help/privacy-policy/ and /help/terms-of-use/ (spec 1 §2.2). */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = useHelpArticle(slug);
  const missing = article.error instanceof ApiRequestError && [400, 404].includes(article.error.status);
  useDocumentTitle(pageTitle(article.data?.title ?? (missing ? 'Help article not found' : 'Help')));

  const breadcrumb = (
    <p className={styles.breadcrumb}>
      <Link to="/help/">Help</Link>
    </p>
  );
  if (article.isPending) {
    return (
      <section className={pageStyles.page}>
        {breadcrumb}
        <p role="status">Loading…</p>
      </section>
    );
  }
  if (article.isError) {
    return (
      <section className={pageStyles.page} aria-labelledby="help-article-title">
        {breadcrumb}
        <h1 id="help-article-title">{missing ? 'Help article not found' : 'Help'}</h1>
        <p role="alert">
          {missing
            ? 'There is no help article at this address. Search the help for what you need.'
            : 'Something went wrong. Please try again later.'}
        </p>
      </section>
    );
  }
  const { title, html, updated, coming } = article.data;
  return (
    <article className={pageStyles.page} aria-labelledby="help-article-title">
      {breadcrumb}
      <h1 id="help-article-title">{title}</h1>
      {coming && (
        <p>
          <span className={styles.coming}>Coming</span> Part of what this article is about is not available
          yet.
        </p>
      )}
      <div
        className={styles.article}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's Markdown, sanitized on the server (modules/help)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {updated && <p className={styles.updated}>Last updated {updated}.</p>}
    </article>
  );
}
