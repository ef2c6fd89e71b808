import { PRIVACY_MESSAGES, type AccountLanguage } from '@fixo/shared';

/**
 * The readable export's words in the account's language (issue 15). Only the readable HTML is translated: the
 * JSON download is a machine format whose keys and section titles stay English. Values (names, addresses, texts
 * the person typed) are shown as stored.
 */
export interface ExportTexts {
  htmlLang: string;
  title: string;
  meta: (mobile: string, userType: string, madeOn: string) => string;
  nothingHeld: string;
  /** Field label by column key; an unknown key falls back to the English label made from the key. */
  field: (key: string) => string;
  /** Section title by its English title (the JSON's). */
  section: (title: string) => string;
  retained: (english: string) => string;
}

const englishLabel = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const EN: ExportTexts = {
  htmlLang: 'en',
  title: 'Your data at Fixo',
  meta: (mobile, userType, madeOn) => `Account ${mobile} (${userType}), made on ${madeOn}.`,
  nothingHeld: 'Nothing held.',
  field: englishLabel,
  section: (title) => title,
  retained: (english) => english,
};

/** Every column the export selects (my-data.ts); my-data-language.test.ts fails on one left without a label. */
const HINDI_FIELDS: Record<string, string> = {
  id: 'क्रमांक',
  name: 'नाम',
  mobile: 'मोबाइल नंबर',
  mobile2: 'दूसरा मोबाइल नंबर',
  email: 'ईमेल',
  address1: 'पता',
  address2: 'पता (दूसरी लाइन)',
  city: 'शहर',
  state: 'राज्य',
  postal_code: 'पिन कोड',
  location: 'लोकेशन',
  created_at: 'बनाया गया',
  updated_at: 'बदला गया',
  model: 'मॉडल',
  make_other: 'अन्य मेक',
  registration_no: 'रजिस्ट्रेशन नंबर',
  chassis_no: 'चेसिस नंबर',
  mileage: 'माइलेज',
  booking_ref: 'बुकिंग रेफ़रेंस',
  status: 'स्टेटस',
  service_center: 'सर्विस सेंटर',
  issue: 'समस्या',
  current_location: 'मौजूदा लोकेशन',
  vehicle_text: 'गाड़ी',
  remarks: 'टिप्पणी',
  language: 'भाषा',
  service_request_id: 'सर्विस रिक्वेस्ट क्रमांक',
  from_status: 'पिछला स्टेटस',
  to_status: 'नया स्टेटस',
  remark: 'टिप्पणी',
  contact_person1: 'संपर्क व्यक्ति',
  contact_person2: 'दूसरा संपर्क व्यक्ति',
  lat: 'अक्षांश',
  lng: 'देशांतर',
  office_start: 'खुलने का समय',
  office_end: 'बंद होने का समय',
  gst_no: 'GST नंबर',
  pickup: 'पिकअप',
  is_active: 'सक्रिय',
  offer_code: 'ऑफ़र कोड',
  custom_offer: 'ऑफ़र',
  discount_percentage: 'छूट (%)',
  discount_amount: 'छूट की रकम',
  start_date: 'शुरू होने की तारीख',
  end_date: 'खत्म होने की तारीख',
  plan: 'प्लान',
  amount_received_paise: 'मिली रकम (पैसे)',
  received_at: 'भुगतान की तारीख',
  valid_till: 'कब तक मान्य',
  page_source: 'किस पेज पर',
  consent_given: 'सहमति दी',
  consent_text: 'सहमति का टेक्स्ट',
  reference: 'रेफ़रेंस',
  category: 'विषय',
  message: 'शिकायत',
  answer: 'जवाब',
  expires_at: 'खत्म होने का समय',
};

const HINDI_SECTIONS: Record<string, string> = {
  Profile: 'प्रोफ़ाइल',
  Vehicles: 'गाड़ियाँ',
  'Service requests': 'सर्विस रिक्वेस्ट',
  'Service request history': 'सर्विस रिक्वेस्ट का इतिहास',
  'Service center profile': 'सर्विस सेंटर की प्रोफ़ाइल',
  Offers: 'ऑफ़र',
  'Plans and payments': 'प्लान और भुगतान',
  'Requests received (customers’ details left out: they are the customers’ own data)':
    'मिली रिक्वेस्ट (ग्राहकों की जानकारी शामिल नहीं: वह ग्राहकों का अपना डेटा है)',
  Consents: 'सहमतियाँ',
  Grievances: 'शिकायतें',
  'Signed-in sessions': 'साइन-इन सेशन',
};

/** The same notes the privacy screen shows in Hindi (apps/web/src/lib/i18n/hi/privacy.json, messages). */
const HINDI_RETAINED: Record<string, string> = {
  [PRIVACY_MESSAGES.retentionNote]:
    'सर्विस सेंटर ने आपके लिए जो GST इनवॉइस और जॉब कार्ड बनाए हैं, वे GST कानून के अनुसार उस सेंटर के पास 8 साल तक रखे जाते हैं। आपकी बाकी सारी जानकारी मिटा दी जाती है।',
  [PRIVACY_MESSAGES.centerRetentionNote]:
    'आपके जॉब कार्ड, ग्राहक रिकॉर्ड और GST इनवॉइस रिकॉर्ड GST कानून के अनुसार 8 साल तक रखे जाते हैं और फिर मिटा दिए जाते हैं। आपके सेंटर के लोगों की बाकी सारी जानकारी मिटा दी जाती है।',
};

const HINDI_USER_TYPES: Record<string, string> = {
  Customer: 'ग्राहक',
  ServiceCenter: 'सर्विस सेंटर',
};

const HI: ExportTexts = {
  htmlLang: 'hi',
  title: 'Fixo के पास आपका डेटा',
  meta: (mobile, userType, madeOn) =>
    `अकाउंट ${mobile} (${HINDI_USER_TYPES[userType] ?? userType}), ${madeOn} को बनाया गया।`,
  nothingHeld: 'कुछ भी नहीं रखा गया है।',
  field: (key) => HINDI_FIELDS[key] ?? englishLabel(key),
  section: (title) => HINDI_SECTIONS[title] ?? title,
  retained: (english) => HINDI_RETAINED[english] ?? english,
};

export function exportTexts(language: AccountLanguage | string): ExportTexts {
  return language === 'hi' ? HI : EN;
}
