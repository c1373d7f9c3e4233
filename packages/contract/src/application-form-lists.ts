/** The option lists of the application wizard (spec 3 §3), as the spec gives them. */

/** Country-code options: the country and its calling code. */
export const countryCodes = [
  ['India', '91'],
  ['Benin', '229'],
  ['Comoros', '269'],
  ["Cote d'Ivoire", '225'],
  ['DR Congo', '243'],
  ['Djibouti', '253'],
  ['Eritrea', '291'],
  ['Nigeria', '234'],
  ['Somalia', '252'],
  ['Ghana', '233'],
  ['Madagascar', '261'],
  ['Malawi', '265'],
  ['Mali', '223'],
  ['Mauritius', '230'],
  ['Mozambique', '258'],
  ['Guinea', '224'],
  ['Seychelles', '248'],
  ['Sudan', '249'],
  ['Sierra Leone', '232'],
  ['South Sudan', '211'],
  ['The Gambia', '220'],
  ['Uganda', '256'],
  ['Zambia', '260'],
] as const;

export const notApplicable = 'Not Applicable';

/** Country of residence; 'Not Applicable' is listed but not an answer. */
export const countriesOfResidence = [
  notApplicable,
  'Benin',
  'Republic of Guinea',
  'Zambia',
  'Ghana',
  'Malawi',
  'Mali',
  'Mauritius',
  'Mozambique',
  "Cote d'Ivoire",
  'Republic of Sudan',
  'Eritrea',
  'Seychelles',
  'Comoros',
  'Somalia',
  'Nigeria',
  'Uganda',
  'Democratic Republic of Congo',
  'Sierra Leone',
  'The Gambia',
  'Madagascar',
  'South Sudan',
  'India',
] as const;

export const genders = ['Male', 'Female', 'Transgender'] as const;
export const educationTypes = ['Graduation', 'Post Graduation', 'Others'] as const;
/** The education types of the university four-tab form (spec 3 §3, "the other layout"). */
export const universityEducationTypes = ['Graduate', 'Under Graduate', 'Diploma', 'Others'] as const;
export const specializations = [
  'Science',
  'Arts',
  'Commerce',
  'Medicine',
  'Dentistry',
  'Pharma',
  'Management',
  'Others',
] as const;
