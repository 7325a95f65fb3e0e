import type { GradeBand } from '@lantern/shared';

/** One hand-written subject of the demo library; it yields several resources of different media types. */
export interface Topic {
  subject: string;
  grades: GradeBand[];
  title: string;
  short: string;
  about: string;
  /** framework:code-prefix pairs, e.g. ngss:4-LS1 or ccss-math:3.NF.A */
  standards: { framework: string; prefix: string }[];
  flag?: { flag: 'sensitive' | 'commentary'; description: string };
}

export function topic(
  subject: string,
  grades: string,
  title: string,
  short: string,
  about: string,
  standards = '',
  flag?: Topic['flag'],
): Topic {
  return {
    subject,
    grades: grades.split(',') as GradeBand[],
    title,
    short,
    about,
    standards: standards
      .split(' ')
      .filter(Boolean)
      .map((pair) => {
        const [framework, prefix] = pair.split(':') as [string, string];
        return { framework, prefix };
      }),
    flag,
  };
}
