import type { Gender, Language } from '@neetmentor/contract';
import type { Random } from './random.ts';

/** A state or union territory (spelled exactly as the contract's STATES) with real medical colleges in it. */
export interface Region {
  state: string;
  cities: readonly string[];
  institutes: readonly string[];
  surnames: readonly string[];
  languages: readonly Language[];
  /** Relative share of mentors from here, roughly following where MBBS seats are. */
  weight: number;
}

export const REGIONS: readonly Region[] = [
  {
    state: 'Andhra Pradesh',
    cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati'],
    institutes: [
      'Andhra Medical College, Visakhapatnam',
      'Guntur Medical College',
      'Sri Venkateswara Medical College, Tirupati',
    ],
    surnames: ['Reddy', 'Naidu', 'Rao', 'Chowdary'],
    languages: ['Telugu'],
    weight: 4,
  },
  {
    state: 'Arunachal Pradesh',
    cities: ['Itanagar', 'Naharlagun'],
    institutes: ['Tomo Riba Institute of Health and Medical Sciences, Naharlagun'],
    surnames: ['Tayeng', 'Pertin', 'Tamang'],
    languages: ['Hindi'],
    weight: 1,
  },
  {
    state: 'Assam',
    cities: ['Guwahati', 'Dibrugarh', 'Silchar'],
    institutes: [
      'Gauhati Medical College, Guwahati',
      'Assam Medical College, Dibrugarh',
      'Silchar Medical College',
    ],
    surnames: ['Baruah', 'Gogoi', 'Bora', 'Saikia'],
    languages: ['Assamese', 'Bodo'],
    weight: 2,
  },
  {
    state: 'Bihar',
    cities: ['Patna', 'Darbhanga', 'Gaya', 'Muzaffarpur'],
    institutes: [
      'Patna Medical College',
      'AIIMS Patna',
      'Darbhanga Medical College',
      'Nalanda Medical College, Patna',
    ],
    surnames: ['Kumar', 'Jha', 'Mishra', 'Singh', 'Sinha'],
    languages: ['Hindi', 'Maithili'],
    weight: 4,
  },
  {
    state: 'Chhattisgarh',
    cities: ['Raipur', 'Bilaspur'],
    institutes: ['Pt. Jawahar Lal Nehru Memorial Medical College, Raipur', 'AIIMS Raipur'],
    surnames: ['Sahu', 'Verma', 'Patel'],
    languages: ['Hindi'],
    weight: 2,
  },
  {
    state: 'Goa',
    cities: ['Panaji', 'Margao'],
    institutes: ['Goa Medical College, Bambolim'],
    surnames: ['Naik', 'Kamat', 'Fernandes'],
    languages: ['Konkani', 'Marathi'],
    weight: 1,
  },
  {
    state: 'Gujarat',
    cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'],
    institutes: [
      'B. J. Medical College, Ahmedabad',
      'Government Medical College, Surat',
      'Medical College Baroda',
      'AIIMS Rajkot',
    ],
    surnames: ['Patel', 'Shah', 'Desai', 'Mehta', 'Joshi'],
    languages: ['Gujarati', 'Hindi'],
    weight: 4,
  },
  {
    state: 'Haryana',
    cities: ['Rohtak', 'Karnal', 'Gurugram'],
    institutes: ['Pt. B. D. Sharma PGIMS, Rohtak', 'Kalpana Chawla Government Medical College, Karnal'],
    surnames: ['Malik', 'Yadav', 'Hooda', 'Dahiya'],
    languages: ['Haryanvi', 'Hindi'],
    weight: 2,
  },
  {
    state: 'Himachal Pradesh',
    cities: ['Shimla', 'Mandi'],
    institutes: ['Indira Gandhi Medical College, Shimla', 'AIIMS Bilaspur'],
    surnames: ['Thakur', 'Chauhan', 'Negi'],
    languages: ['Hindi'],
    weight: 1,
  },
  {
    state: 'Jharkhand',
    cities: ['Ranchi', 'Jamshedpur', 'Dhanbad'],
    institutes: ['Rajendra Institute of Medical Sciences, Ranchi', 'AIIMS Deoghar'],
    surnames: ['Mahto', 'Oraon', 'Prasad'],
    languages: ['Hindi', 'Santali'],
    weight: 2,
  },
  {
    state: 'Karnataka',
    cities: ['Bengaluru', 'Mysuru', 'Manipal', 'Hubballi'],
    institutes: [
      'Bangalore Medical College and Research Institute',
      'Mysore Medical College and Research Institute',
      'Kasturba Medical College, Manipal',
    ],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Kulkarni'],
    languages: ['Kannada'],
    weight: 5,
  },
  {
    state: 'Kerala',
    cities: ['Thiruvananthapuram', 'Kozhikode', 'Kochi', 'Thrissur'],
    institutes: [
      'Government Medical College, Thiruvananthapuram',
      'Government Medical College, Kozhikode',
      'Government Medical College, Thrissur',
    ],
    surnames: ['Nair', 'Menon', 'Pillai', 'Thomas', 'Varghese'],
    languages: ['Malayalam'],
    weight: 4,
  },
  {
    state: 'Madhya Pradesh',
    cities: ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior'],
    institutes: [
      'Gandhi Medical College, Bhopal',
      'AIIMS Bhopal',
      'Mahatma Gandhi Memorial Medical College, Indore',
    ],
    surnames: ['Tiwari', 'Dubey', 'Chouhan', 'Jain'],
    languages: ['Hindi'],
    weight: 4,
  },
  {
    state: 'Maharashtra',
    cities: ['Mumbai', 'Pune', 'Nagpur', 'Aurangabad'],
    institutes: [
      'Seth G. S. Medical College and KEM Hospital, Mumbai',
      'Grant Government Medical College, Mumbai',
      'Armed Forces Medical College, Pune',
      'B. J. Government Medical College, Pune',
      'Government Medical College, Nagpur',
    ],
    surnames: ['Deshmukh', 'Patil', 'Kulkarni', 'Joshi', 'Pawar'],
    languages: ['Marathi', 'Hindi'],
    weight: 6,
  },
  {
    state: 'Manipur',
    cities: ['Imphal'],
    institutes: ['Regional Institute of Medical Sciences, Imphal'],
    surnames: ['Singh', 'Devi', 'Meitei'],
    languages: ['Manipuri'],
    weight: 1,
  },
  {
    state: 'Meghalaya',
    cities: ['Shillong'],
    institutes: ['NEIGRIHMS, Shillong'],
    surnames: ['Lyngdoh', 'Sangma', 'Marak'],
    languages: ['English'],
    weight: 1,
  },
  {
    state: 'Mizoram',
    cities: ['Aizawl'],
    institutes: ['Zoram Medical College, Falkawn'],
    surnames: ['Lalremruata', 'Zothanpuia', 'Vanlalruata'],
    languages: ['English'],
    weight: 1,
  },
  {
    state: 'Nagaland',
    cities: ['Kohima', 'Dimapur'],
    institutes: ['Nagaland Institute of Medical Science and Research, Kohima'],
    surnames: ['Ao', 'Sema', 'Angami'],
    languages: ['English'],
    weight: 1,
  },
  {
    state: 'Odisha',
    cities: ['Bhubaneswar', 'Cuttack', 'Berhampur'],
    institutes: ['SCB Medical College, Cuttack', 'AIIMS Bhubaneswar', 'MKCG Medical College, Berhampur'],
    surnames: ['Mohanty', 'Patnaik', 'Das', 'Mishra'],
    languages: ['Odia'],
    weight: 3,
  },
  {
    state: 'Punjab',
    cities: ['Amritsar', 'Patiala', 'Ludhiana'],
    institutes: [
      'Government Medical College, Amritsar',
      'Government Medical College, Patiala',
      'AIIMS Bathinda',
    ],
    surnames: ['Gill', 'Sandhu', 'Kaur', 'Sidhu'],
    languages: ['Punjabi', 'Hindi'],
    weight: 3,
  },
  {
    state: 'Rajasthan',
    cities: ['Jaipur', 'Jodhpur', 'Kota', 'Udaipur'],
    institutes: [
      'SMS Medical College, Jaipur',
      'AIIMS Jodhpur',
      'Dr. S. N. Medical College, Jodhpur',
      'RNT Medical College, Udaipur',
    ],
    surnames: ['Sharma', 'Rathore', 'Meena', 'Choudhary'],
    languages: ['Hindi', 'Rajasthani'],
    weight: 5,
  },
  {
    state: 'Sikkim',
    cities: ['Gangtok'],
    institutes: ['Sikkim Manipal Institute of Medical Sciences, Gangtok'],
    surnames: ['Bhutia', 'Lepcha', 'Rai'],
    languages: ['Nepali'],
    weight: 1,
  },
  {
    state: 'Tamil Nadu',
    cities: ['Chennai', 'Madurai', 'Coimbatore', 'Vellore'],
    institutes: [
      'Madras Medical College, Chennai',
      'Stanley Medical College, Chennai',
      'Christian Medical College, Vellore',
      'Madurai Medical College',
    ],
    surnames: ['Iyer', 'Krishnan', 'Subramanian', 'Raman', 'Selvam'],
    languages: ['Tamil'],
    weight: 5,
  },
  {
    state: 'Telangana',
    cities: ['Hyderabad', 'Warangal'],
    institutes: [
      'Osmania Medical College, Hyderabad',
      'Gandhi Medical College, Hyderabad',
      'Kakatiya Medical College, Warangal',
    ],
    surnames: ['Reddy', 'Rao', 'Goud'],
    languages: ['Telugu', 'Urdu'],
    weight: 4,
  },
  {
    state: 'Tripura',
    cities: ['Agartala'],
    institutes: ['Agartala Government Medical College'],
    surnames: ['Debbarma', 'Saha', 'Chakraborty'],
    languages: ['Bengali'],
    weight: 1,
  },
  {
    state: 'Uttar Pradesh',
    cities: ['Lucknow', 'Varanasi', 'Kanpur', 'Prayagraj', 'Aligarh'],
    institutes: [
      "King George's Medical University, Lucknow",
      'Institute of Medical Sciences, BHU, Varanasi',
      'Jawaharlal Nehru Medical College, AMU, Aligarh',
      'GSVM Medical College, Kanpur',
      'Moti Lal Nehru Medical College, Prayagraj',
    ],
    surnames: ['Srivastava', 'Pandey', 'Tripathi', 'Khan', 'Yadav', 'Gupta'],
    languages: ['Hindi', 'Urdu'],
    weight: 7,
  },
  {
    state: 'Uttarakhand',
    cities: ['Dehradun', 'Rishikesh', 'Haldwani'],
    institutes: ['AIIMS Rishikesh', 'Government Doon Medical College, Dehradun'],
    surnames: ['Rawat', 'Bisht', 'Negi'],
    languages: ['Hindi'],
    weight: 1,
  },
  {
    state: 'West Bengal',
    cities: ['Kolkata', 'Siliguri', 'Durgapur'],
    institutes: [
      'Medical College, Kolkata',
      'Institute of Post Graduate Medical Education and Research, Kolkata',
      'R. G. Kar Medical College, Kolkata',
    ],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Sen'],
    languages: ['Bengali'],
    weight: 4,
  },
  {
    state: 'Andaman and Nicobar Islands - UT',
    cities: ['Port Blair'],
    institutes: ['Andaman and Nicobar Islands Institute of Medical Sciences, Port Blair'],
    surnames: ['Roy', 'Pillai', 'Das'],
    languages: ['Hindi', 'Bengali'],
    weight: 1,
  },
  {
    state: 'Chandigarh - UT',
    cities: ['Chandigarh'],
    institutes: ['Government Medical College and Hospital, Chandigarh'],
    surnames: ['Bansal', 'Garg', 'Arora'],
    languages: ['Punjabi', 'Hindi'],
    weight: 1,
  },
  {
    state: 'Dadra and Nagar Haveli and Daman and Diu - UT',
    cities: ['Silvassa', 'Daman'],
    institutes: ['NAMO Medical Education and Research Institute, Silvassa'],
    surnames: ['Patel', 'Tandel'],
    languages: ['Gujarati'],
    weight: 1,
  },
  {
    state: 'Delhi - UT',
    cities: ['New Delhi', 'Delhi'],
    institutes: [
      'AIIMS New Delhi',
      'Maulana Azad Medical College, New Delhi',
      'Lady Hardinge Medical College, New Delhi',
      'University College of Medical Sciences, Delhi',
      'Vardhman Mahavir Medical College and Safdarjung Hospital, New Delhi',
    ],
    surnames: ['Kapoor', 'Malhotra', 'Aggarwal', 'Khanna', 'Sethi'],
    languages: ['Hindi', 'Punjabi'],
    weight: 6,
  },
  {
    state: 'Jammu and Kashmir - UT',
    cities: ['Srinagar', 'Jammu', 'Baramulla', 'Sopore', 'Anantnag'],
    institutes: [
      'Government Medical College, Srinagar',
      'SKIMS Medical College, Srinagar',
      'Government Medical College, Jammu',
      'Government Medical College, Baramulla',
    ],
    surnames: ['Bhat', 'Dar', 'Lone', 'Mir', 'Wani', 'Sharma'],
    languages: ['Kashmiri', 'Urdu', 'Dogri'],
    weight: 5,
  },
  {
    state: 'Puducherry - UT',
    cities: ['Puducherry'],
    institutes: ['JIPMER, Puducherry'],
    surnames: ['Murugan', 'Rajan', 'Kumar'],
    languages: ['Tamil'],
    weight: 2,
  },
];

export const MALE_FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Aniket',
  'Siddharth',
  'Rahul',
  'Nikhil',
  'Harsh',
  'Yash',
  'Pranav',
  'Varun',
  'Karthik',
  'Abhinav',
  'Manish',
  'Faizan',
  'Imran',
  'Tanmay',
  'Devansh',
  'Gaurav',
  'Akash',
  'Rishabh',
  'Omkar',
  'Sahil',
  'Vikram',
  'Arnav',
  'Dhruv',
  'Mohit',
  'Shubham',
  'Tushar',
  'Zaid',
  'Aamir',
  'Rajat',
  'Hrithik',
  'Deepak',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Ananya',
  'Diya',
  'Aditi',
  'Ishita',
  'Kavya',
  'Meera',
  'Pooja',
  'Priya',
  'Sneha',
  'Riya',
  'Shreya',
  'Nandini',
  'Tanvi',
  'Aisha',
  'Fatima',
  'Sana',
  'Lakshmi',
  'Divya',
  'Neha',
  'Anjali',
  'Simran',
  'Harpreet',
  'Gauri',
  'Ritika',
  'Sakshi',
  'Mahima',
  'Bhavya',
  'Khushi',
  'Iqra',
  'Zoya',
  'Sara',
  'Nikita',
  'Pallavi',
  'Madhuri',
  'Swati',
  'Aparna',
  'Keerthana',
  'Aishwarya',
  'Trisha',
  'Mehak',
] as const;

/** Names used by people of any gender, for the 'Others' gender. */
export const UNISEX_FIRST_NAMES = ['Kiran', 'Noor', 'Arya', 'Jaya', 'Ravi', 'Shivam'] as const;

export const GENERIC_SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Khan',
  'Iyer',
  'Nair',
  'Das',
  'Patel',
  'Reddy',
] as const;

/** Lower-case letters only, as the display id and username rules want (product rules §2). */
export function handleBase(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`.toLowerCase().replace(/[^a-z]/g, '');
}

/** A region drawn by its weight, so mentors and students come from where MBBS seats are. */
export function pickRegion(rand: Random): Region {
  const total = REGIONS.reduce((sum, region) => sum + region.weight, 0);
  let roll = rand.next() * total;
  for (const region of REGIONS) {
    roll -= region.weight;
    if (roll < 0) return region;
  }
  return rand.pick(REGIONS);
}

export function pickFirstName(rand: Random, gender: Gender): string {
  if (gender === 'Male') return rand.pick(MALE_FIRST_NAMES);
  if (gender === 'Female') return rand.pick(FEMALE_FIRST_NAMES);
  return rand.pick(UNISEX_FIRST_NAMES);
}

export function findRegion(state: string): Region {
  const region = REGIONS.find((candidate) => candidate.state === state);
  if (!region) throw new Error(`Unknown region ${state}`);
  return region;
}
