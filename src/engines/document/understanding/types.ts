// The fields each document type yields, shaped as DOMAIN.md's `data`. Extractors fill them from text;
// checks read them. `null` always means "not found on the document".

export type Presence = 'present' | 'not_present';

export interface TbAdministrator {
  name: string | null;
  facility: string | null;
  phone: string | null;
  address: string | null;
  signature: Presence;
}

export interface TbTest {
  type: 'skin' | 'blood' | 'xray' | null;
  result: 'negative' | 'positive' | 'indeterminate' | null;
  exam_date: string | null;
  report_date: string | null;
  induration_mm?: number | null;
  administrator: TbAdministrator;
}

/** Evidence about a test the data shape does not carry but the checks need. */
export interface TbTestEvidence {
  /** The result was inferred (from induration alone), contradicted, or read from a poor OCR line. */
  lowConfidence: boolean;
  /**
   * The evidence contradicts itself: two results ticked or written, or a written result the induration
   * disagrees with ("positive" over 0 mm). Such a result decides nothing on its own.
   */
  conflicting: boolean;
  /** A date label carried a value that is not a real date. */
  unreadableDate: boolean;
  /** Hours between placement and reading when times were printed. */
  hoursToRead: number | null;
}

export interface TbData {
  tests: TbTest[];
}

export type CovidManufacturer = 'pfizer' | 'moderna' | 'janssen' | 'novavax' | 'astrazeneca' | 'other';

export interface CovidDose {
  kind: 'primary' | 'booster';
  date: string | null;
  manufacturer: CovidManufacturer | null;
  lot: string | null;
  administrator: { name: string | null; state: string | null; facility: string | null; signature: Presence };
}

export interface Declination {
  date: string | null;
  reason: 'medical' | 'personal' | 'religious' | null;
  /** A reason was given but is none of the accepted ones. */
  reasonUnrecognised: boolean;
}

export interface CovidData {
  record_type: 'cdc_card' | 'digital' | 'electronic' | 'immunization_record' | 'declination';
  doses: CovidDose[];
  declination: Declination | null;
}

export interface FluVaccination {
  date: string | null;
  product: string | null;
  manufacturer: string | null;
  lot: string | null;
  administrator: { name: string | null; facility: string | null; signature: Presence };
}

export interface FluData {
  record_type: 'immunization_record' | 'pharmacy_record' | 'declination';
  season: string | null;
  vaccinations: FluVaccination[];
  declination: { date: string | null; reason: string | null; season: string | null } | null;
}

export type LifeSupportType = 'cpr' | 'bls' | 'acls' | 'pals' | 'nrp' | 'first_aid';

export interface Certification {
  id: string | null;
  /** A course named on the card that is none of the known types keeps its words here, type stays null. */
  type: LifeSupportType | null;
  course: string | null;
  issuer: string | null;
  issue_date: string | null;
  expiration_date: string | null;
  /** Whether the end date was printed or computed from the issue date. */
  expirationPrinted: boolean;
}

export interface LifeSupportData {
  certifications: Certification[];
}

export interface HandlerCertificate {
  id: string | null;
  program: string | null;
  issuer: string | null;
  jurisdiction: string | null;
  issue_date: string | null;
  expiration_date: string | null;
  kind: 'handler' | 'manager';
  expirationPrinted: boolean;
}

export interface HandlerData {
  certificate: HandlerCertificate;
}

export interface PhysicalData {
  exam_date: string | null;
  examiner: { name: string | null; credentials: string | null; facility: string | null; signature: Presence };
  clearance: 'cleared' | 'cleared_with_restrictions' | 'not_cleared' | null;
  restrictions: string | null;
}

export interface BadgeData {
  badge: {
    id: string | null;
    issuer: string | null;
    holder_role: string | null;
    issue_date: string | null;
    expiration_date: string | null;
    status: 'active' | 'inactive' | null;
  };
}

export interface WorkEntry {
  employer: string | null;
  title: string | null;
  start_date: string | null;
  end_date: string | null;
  /** The entry says Present/Current. */
  current: boolean;
}

export interface ResumeData {
  contact: { email: string | null; phone: string | null };
  work_history: WorkEntry[];
  education: Array<{ institution: string | null; credential: string | null; year: number | null }>;
  credentials_mentioned: string[];
  total_experience_months: number;
  gaps: Array<{ from: string; to: string; months: number }>;
}
