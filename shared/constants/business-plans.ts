// spec §9 business plans (rupees per month) with the features from SUPPLEMENT.md.

export const BUSINESS_PLAN_KEYS = ['basic', 'premium', 'featured'] as const;
export type BusinessPlanKey = (typeof BUSINESS_PLAN_KEYS)[number];

export interface BusinessPlan {
  key: BusinessPlanKey;
  name: string;
  pricePerMonth: number;
  popular: boolean;
  features: readonly string[];
}

export const BUSINESS_PLANS: readonly BusinessPlan[] = [
  {
    key: 'basic',
    name: 'Basic Listing',
    pricePerMonth: 999,
    popular: false,
    features: ['Business profile', 'Appear in local search', 'Basic analytics', 'Review management'],
  },
  {
    key: 'premium',
    name: 'Premium Placement',
    pricePerMonth: 2499,
    popular: true,
    features: [
      'Enhanced profile',
      'Priority placement',
      'Personalised recommendation boost',
      'Advanced analytics',
      'Promotional offers',
    ],
  },
  {
    key: 'featured',
    name: 'Featured Partner',
    pricePerMonth: 4999,
    popular: false,
    features: [
      'Premium profile',
      'Featured placement',
      'Welcome packages',
      'Dedicated account manager',
      'Exclusive event promotions',
      'Integration with the relocation assistant',
    ],
  },
];

export const BUSINESS_PLANS_INTRO = 'Join our platform and connect with new residents in your area';

/** "Why Partner With Us?" (spec §2 benefits, SUPPLEMENT.md titles). */
export const PARTNER_BENEFITS = [
  {
    title: 'Targeted Audience',
    text: 'Reach people who are moving to your neighbourhood and looking for the places they will use every week.',
  },
  {
    title: 'Data Insights',
    text: 'See how newcomers find you: views, searches and clicks from the neighbourhoods around you.',
  },
  {
    title: 'Seamless Integration',
    text: 'Your listing appears where newcomers already look: place suggestions, events and the assistant.',
  },
  {
    title: 'Community Building',
    text: 'Welcome new residents early and become part of how they settle into the area.',
  },
] as const;
