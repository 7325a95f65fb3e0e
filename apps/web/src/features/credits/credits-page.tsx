import { isResourceRedirect, type ResourceDetail } from '@lantern/shared';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import styles from './credits.module.css';
import { brandOf, creditedEntities, fundersText, redirectedCode, safeExternalUrl } from './credits.ts';
import { creditsErrorDestination, useResourceCredits } from './credits-api.ts';

/** /credits/{resource_code}: the credits of a resource group (brand, funders, roles). */
export function CreditsPage() {
  const code = useParams().code ?? '';
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { student } = useExperienceMode();
  const credits = useResourceCredits(code, student);
  const reply = credits.data;

  const error = credits.error;
  const leaving = creditsErrorDestination(error, '') !== null;
  useEffect(() => {
    const destination = creditsErrorDestination(error, `${pathname}${search}`);
    if (destination) void navigate(destination.href, { replace: true, state: destination.state });
  }, [error, pathname, search, navigate]);

  // A renamed resource: its credits live under the new code.
  const movedTo = reply && isResourceRedirect(reply) ? redirectedCode(reply.redirect_url) : null;
  useEffect(() => {
    if (movedTo) void navigate(`/credits/${encodeURIComponent(movedTo)}${search}`, { replace: true });
  }, [movedTo, search, navigate]);

  const resource = reply && !isResourceRedirect(reply) ? reply : null;
  useDocumentTitle(pageTitle(resource ? `Credits: ${resource.title}` : 'Credits'));

  if (resource) return <Credits resource={resource} student={student} />;
  return (
    <section className={styles.page} aria-labelledby="credits-title">
      <h1 id="credits-title">Credits</h1>
      {credits.isError && !leaving ? (
        <div className={styles.notice} role="alert">
          <p>The credits could not be loaded. Please try again.</p>
          <Button variant="secondary" onClick={() => void credits.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className={styles.lead}>
          Loading the credits…
        </p>
      )}
    </section>
  );
}

function Credits({ resource, student }: { resource: ResourceDetail; student: boolean }) {
  const brand = brandOf(resource.attributions);
  const funders = fundersText(resource.attributions);
  const entities = creditedEntities(resource.attributions);
  const resourceHref = `/resource/${encodeURIComponent(resource.resource_code)}/${student ? '?student=true' : ''}`;
  const rights = resource.assets.filter((asset) => asset.use_rights.trim() !== '');

  return (
    <article className={styles.page} aria-labelledby="credits-title">
      <p className={styles.kicker}>Credits</p>
      <h1 id="credits-title">{resource.title}</h1>
      <p className={styles.lead}>
        {resource.media_type} · <Link to={resourceHref}>Back to the resource</Link>
      </p>

      <dl className={styles.summary}>
        <div>
          <dt>Brand</dt>
          <dd>{brand?.name ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Funders</dt>
          <dd>{funders || 'Not given'}</dd>
        </div>
        {resource.project && (
          <div>
            <dt>Project</dt>
            <dd>{resource.project.title}</dd>
          </div>
        )}
        {resource.content_project && (
          <div>
            <dt>Content project</dt>
            <dd>
              {resource.content_project.title}
              {resource.content_project.organization && ` (${resource.content_project.organization.name})`}
            </dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="credits-organizations" className={styles.section}>
        <h2 id="credits-organizations">Organizations and their roles</h2>
        {entities.length === 0 ? (
          <p>No organizations are credited on this resource.</p>
        ) : (
          <ul className={styles.entities}>
            {entities.map((entity) => {
              const url = safeExternalUrl(entity.url);
              return (
                <li key={entity.entityId} className={styles.entity}>
                  <span
                    className={styles.swatch}
                    style={entity.logoColor ? { background: entity.logoColor } : undefined}
                    aria-hidden="true"
                  />
                  <span className={styles.entityText}>
                    <span className={styles.entityName}>
                      {url ? (
                        <a href={url} rel="noopener noreferrer">
                          {entity.name}
                        </a>
                      ) : (
                        entity.name
                      )}
                    </span>
                    <span className={styles.roles}>{entity.roles.join(', ')}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {rights.length > 0 && (
        <section aria-labelledby="credits-rights" className={styles.section}>
          <h2 id="credits-rights">Media and use rights</h2>
          <dl className={styles.rights}>
            {rights.map((asset) => (
              <div key={asset.guid}>
                <dt>{asset.title}</dt>
                <dd>{asset.use_rights}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}
