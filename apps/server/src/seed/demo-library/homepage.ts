import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { insertRows } from '../../modules/catalog/sql-batch.ts';

/**
 * Demo homepage content: featured resources (national: the most popular student-ready item of each subject;
 * station: its local stories), 'News and Events' ads and hero images. Runs in the demo seed's transaction.
 */
export async function writeDemoHomepage(tx: Orm): Promise<void> {
  await tx.execute(
    sql`INSERT INTO featured_resources (organization_id, resource_id, sort_order)
     SELECT NULL, id, row_number() OVER (ORDER BY popularity DESC, id) FROM (
       SELECT DISTINCT ON (split_part(s.path, '/', 1)) r.id, r.popularity
       FROM resources r JOIN resource_subjects rs ON rs.resource_id = r.id JOIN subjects s ON s.id = rs.subject_id
       WHERE r.status = 'published' AND r.expiration_date IS NULL AND r.is_available_for_students
         AND r.media_type IN ('Video', 'Interactive', 'Interactive Lesson')
       ORDER BY split_part(s.path, '/', 1), r.popularity DESC, r.id
     ) best`,
  );
  await tx.execute(
    sql`INSERT INTO featured_resources (organization_id, resource_id, sort_order)
     SELECT o.id, r.id, row_number() OVER (ORDER BY r.popularity DESC, r.id)
     FROM resources r JOIN projects p ON p.id = r.content_project_id
     JOIN organizations o ON o.slug = 'cedar-valley-public-media'
     WHERE p.slug = 'cedar-valley-local-stories' AND r.status = 'published' AND r.expiration_date IS NULL
     ORDER BY r.popularity DESC, r.id LIMIT 8`,
  );
  await insertRows(
    tx,
    (
      json,
    ) => sql`INSERT INTO promo_ads (organization_id, spot, image_path, image_alt, description, call_to_action_link,
       call_to_action_text)
     SELECT o.id, x.spot, x.image_path, x.image_alt, x.description, x.link, x.text
     FROM json_to_recordset(${json}) AS x (organization text, spot smallint, image_path text, image_alt text,
       description text, link text, text text)
     LEFT JOIN organizations o ON o.slug = x.organization`,
    [
      {
        organization: null,
        spot: 1,
        image_path: '/media/ads/earth-day.webp',
        image_alt: 'Earth Day Every Day',
        description:
          'Earth Day is April 22. Explore videos, labs and design challenges about protecting our planet.',
        link: '/collection/earth-day/',
        text: 'Explore the collection',
      },
      {
        organization: null,
        spot: 2,
        image_path: '/media/ads/story-lab.webp',
        image_alt: 'Story Lab',
        description: 'New from Story Lab: authors and young writers take stories apart to see how they work.',
        link: '/collection/story-lab/',
        text: 'Watch the series',
      },
      {
        organization: null,
        spot: 3,
        image_path: '/media/ads/misinformation-workshop.webp',
        image_alt: 'Teaching Students to Spot Misinformation',
        description:
          'Free virtual workshop: teaching students to spot misinformation, every Thursday in March.',
        link: '/collection/professional-development-essentials/',
        text: 'Join the workshop',
      },
      {
        organization: 'cedar-valley-public-media',
        spot: 1,
        image_path: '/media/ads/cedar-valley-local-stories.webp',
        image_alt: 'Cedar Valley Local Stories',
        description: 'Cedar Valley Local Stories: history, civics and community stories from our region.',
        link: '/collection/cedar-valley-local-stories/',
        text: 'See local stories',
      },
      {
        organization: 'cedar-valley-public-media',
        spot: 2,
        image_path: '/media/ads/cedar-valley-teacher-night.webp',
        image_alt: 'Teacher Night at Cedar Valley Public Media',
        description: 'Teacher night at the station: tour the studio and meet our education team.',
        link: 'https://www.example.org/cedar-valley/teacher-night',
        text: 'RSVP',
      },
    ],
  );
  await insertRows(
    tx,
    (json) => sql`INSERT INTO hero_images (organization_id, audience, image_path, alt_text, sort_order)
     SELECT o.id, x.audience, x.image_path, x.alt_text, x.sort_order
     FROM json_to_recordset(${json}) AS x (organization text, audience text, image_path text, alt_text text,
       sort_order smallint)
     LEFT JOIN organizations o ON o.slug = x.organization`,
    [
      {
        organization: null,
        audience: 'teacher',
        image_path: '/media/heroes/national-1.webp',
        alt_text: '',
        sort_order: 1,
      },
      {
        organization: null,
        audience: 'teacher',
        image_path: '/media/heroes/national-2.webp',
        alt_text: '',
        sort_order: 2,
      },
      {
        organization: null,
        audience: 'teacher',
        image_path: '/media/heroes/national-3.webp',
        alt_text: '',
        sort_order: 3,
      },
      {
        organization: null,
        audience: 'student',
        image_path: '/media/heroes/student-1.webp',
        alt_text: '',
        sort_order: 1,
      },
      {
        organization: 'cedar-valley-public-media',
        audience: 'teacher',
        image_path: '/media/heroes/cedar-valley-1.webp',
        alt_text: '',
        sort_order: 1,
      },
    ],
  );
}
