import { z } from 'zod';
import { EDUCATION_LEVELS } from '../catalog/catalog-enums.ts';

/**
 * GET /api/v2/lo/standards/r/{code}/ and /api/v2/lo/standards/r/{code}/{organizationId}/ (spec 3 §3
 * "Standards"). National standards always; state standards only for signed-in users. The state
 * authorities are those of the station given as organizationId, else of the user's own station
 * (spec 2: stations have `authorities`; the first is primary, the second secondary). A state framework
 * belongs to an authority when its authority name equals the station's authority.
 */

export const alignedStandardSchema = z.object({
  /** The CASE item identifier; GET /api/v2/standard_details/{id} tells more. */
  id: z.string(),
  /** e.g. 'CCSS.MATH.CONTENT.6.RP.A.1' or 'MS-LS2-1'; null when the item has no code. */
  code: z.string().nullable(),
  statement: z.string(),
  education_levels: z.array(z.enum(EDUCATION_LEVELS)),
  framework: z.object({ key: z.string(), title: z.string(), authority_name: z.string() }),
});
export type AlignedStandard = z.infer<typeof alignedStandardSchema>;

export const resourceStandardsReplySchema = z.object({
  meta: z.object({
    /** The resource is aligned to at least one state standard (of any state). */
    state_standards_exist: z.boolean(),
    /**
     * The caller is shown state standards: signed in, with a station (own or organizationId) whose
     * authorities have standards aligned to this resource.
     */
    state_standards_available: z.boolean(),
    /** The station's first and second authorities; null without a station (or for visitors). */
    primary_auth_name: z.string().nullable(),
    secondary_auth_name: z.string().nullable(),
    /** Visitors are told to sign in to see state standards. */
    sign_in_required: z.boolean(),
  }),
  standards: z.object({
    national: z.array(alignedStandardSchema),
    primary_state_standards: z.array(alignedStandardSchema),
    secondary_state_standards: z.array(alignedStandardSchema),
  }),
});
export type ResourceStandardsReply = z.infer<typeof resourceStandardsReplySchema>;
