import type { EntityDetails, StandardDetails } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import {
  alignedResourceCount,
  entity,
  type StandardRefRow,
  standardItem,
  standardRefs,
} from './details.repo.ts';

const presentRef = (row: StandardRefRow) => ({
  identifier: row.id,
  humanCodingScheme: row.human_coding_scheme,
  fullStatement: row.full_statement,
});

/** Standard details; state standards need sign-in (spec 3 §3), national ones are public. */
export async function standardDetails(
  orm: Orm,
  id: string,
  caller: { signedIn: boolean },
): Promise<StandardDetails> {
  const item = await standardItem(orm, id);
  if (!item) throw notFound(`No standard has the id ${id}.`);
  if (item.framework_scope === 'state' && !caller.signedIn) {
    throw unauthorized('Sign in to see state standards.');
  }
  const [parent, children, alignedCount] = await Promise.all([
    item.parent_id ? standardRefs(orm, { id: item.parent_id }) : Promise.resolve([]),
    standardRefs(orm, { parentId: item.id }),
    alignedResourceCount(orm, item.id),
  ]);
  const searchText = item.human_coding_scheme ?? item.full_statement.slice(0, 150);
  return {
    identifier: item.id,
    uri: item.uri,
    humanCodingScheme: item.human_coding_scheme,
    alternativeLabel: item.alternative_label,
    fullStatement: item.full_statement,
    notes: item.notes,
    CFItemType: item.item_type,
    educationLevel: item.education_levels as StandardDetails['educationLevel'],
    framework: {
      identifier: item.framework_id,
      key: item.framework_key,
      title: item.framework_title,
      scope: item.framework_scope,
      state_code: item.state_code,
      authority_name: item.authority_name,
      subject: item.framework_subject,
      is_sample: item.is_sample,
      license_title: item.license_title,
      license_uri: item.license_uri,
    },
    parent: parent[0] ? presentRef(parent[0]) : null,
    children: children.map(presentRef),
    aligned_resources_count: alignedCount,
    search_url: `/search/?q=${encodeURIComponent(searchText)}`,
  };
}

export async function entityDetails(orm: Orm, id: number): Promise<EntityDetails> {
  const row = await entity(orm, id);
  if (!row) throw notFound(`No entity has the id ${id}.`);
  return {
    entity_id: row.id,
    name: row.name,
    slug: row.slug,
    kind: row.kind,
    logo_color: row.logo_color,
    url: row.url,
    roles: row.roles,
    resources_count: row.resources_count,
    projects: row.projects.map((project) => ({
      slug: project.slug,
      title: project.title,
      facet: `cp:${project.slug}`,
    })),
  };
}
