import { z } from 'zod';
import { ATTRIBUTION_ROLES, EDUCATION_LEVELS, ORGANIZATION_KINDS } from '../catalog/catalog-enums.ts';

/**
 * GET /api/v2/standard_details/{id} and GET /api/v2/entity_details/{id} (spec 1 §7, spec 3 §3).
 * A standard is a CASE item (its CFItem identifier, a UUID) with its framework; a state framework's items
 * need sign-in, like state standards on resource pages. An entity is an organization credited on
 * resources (brand, funder, producer, distributor), with its roles merged into one list.
 */

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const standardDetailsParamsSchema = z.object({
  id: z.string().regex(UUID, 'A standard id is a CASE identifier (a UUID such as 6b9bb7a6-…).'),
});

const standardRefSchema = z.object({
  identifier: z.string(),
  humanCodingScheme: z.string().nullable(),
  fullStatement: z.string(),
});

export const standardDetailsSchema = z.object({
  identifier: z.string(),
  uri: z.string().nullable(),
  humanCodingScheme: z.string().nullable(),
  alternativeLabel: z.string().nullable(),
  fullStatement: z.string(),
  notes: z.string(),
  CFItemType: z.string(),
  educationLevel: z.array(z.enum(EDUCATION_LEVELS)),
  framework: z.object({
    identifier: z.string(),
    key: z.string(),
    title: z.string(),
    scope: z.enum(['national', 'state']),
    state_code: z.string().nullable(),
    authority_name: z.string(),
    subject: z.string(),
    is_sample: z.boolean(),
    license_title: z.string().nullable(),
    license_uri: z.string().nullable(),
  }),
  parent: standardRefSchema.nullable(),
  children: z.array(standardRefSchema),
  /** Published, unexpired resources aligned to this item. */
  aligned_resources_count: z.number().int(),
  /** Search for the aligned resources (by code when the item has one, else by its statement). */
  search_url: z.string(),
});
export type StandardDetails = z.infer<typeof standardDetailsSchema>;

/** Organization ids are positive whole numbers; twelve digits is far beyond any real one. */
export const entityDetailsParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,11}$/, 'An entity id is a whole number such as 12.'),
});

export const entityDetailsSchema = z.object({
  entity_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  logo_color: z.string().nullable(),
  url: z.string().nullable(),
  /** Roles the entity has on visible resources, in the order brand, funder, producer, distributor. */
  roles: z.array(z.enum(ATTRIBUTION_ROLES)),
  /** Visible resources crediting the entity in any role. */
  resources_count: z.number().int(),
  projects: z.array(z.object({ slug: z.string(), title: z.string(), facet: z.string() })),
});
export type EntityDetails = z.infer<typeof entityDetailsSchema>;
