import { DEMO_RETAILER_CLAIM } from './demo-data';

/** The Features Overview's cards (spec part 2, "Public demo"). */
export type FeatureAvailability = 'Available' | 'Coming Soon';

export interface DemoFeature {
  title: string;
  description: string;
  availability: FeatureAvailability;
}

/**
 * The spec's two lists, each marked by what the platform does today (DECISIONS 27, issue 23): the deal tracker,
 * timeline and archives are built (mf-deals), the assistant reads on the server and looks up the user's own
 * stash, patterns and deals (services/tools); only the ready-made list of 70+ retailers is still to come.
 */
export const DEMO_FEATURES: readonly DemoFeature[] = [
  {
    title: 'Yarn Inventory',
    description: 'Keep your whole stash in one place, with photos, colorways and low-stock alerts.',
    availability: 'Available',
  },
  {
    title: 'AI Pattern Designer',
    description: 'Describe a project and get a pattern with materials and step-by-step instructions.',
    availability: 'Available',
  },
  {
    title: 'Yarn Calculator',
    description: 'Work out yardage, convert weights, check gauge and estimate what a project needs.',
    availability: 'Available',
  },
  {
    title: 'PDF Pattern Processor',
    description: 'Upload a PDF pattern and get its title, designer, difficulty and materials read out.',
    availability: 'Available',
  },
  {
    title: 'AI Chatbot',
    description: 'Ask the yarn assistant about brands, substitutions and the right yarn for a project.',
    availability: 'Available',
  },
  {
    title: 'ML Recommendations',
    description: 'Yarn suggestions ranked by quality and value scores across brands.',
    availability: 'Available',
  },
  {
    title: 'Deal Tracker',
    description:
      'Yarn sales from the retailer pages you track, in one gallery, with the discount and the price before.',
    availability: 'Available',
  },
  {
    title: 'Sale Pattern Timeline',
    description: "Each brand's sale history, and a prediction of when its next sale will start.",
    availability: 'Available',
  },
  {
    title: 'Archived Deal Pages',
    description: 'Snapshots of retailer pages, kept so a past deal can still be looked at.',
    availability: 'Available',
  },
  {
    title: 'Privacy-Preserving NLP',
    description:
      'Your questions and pattern texts are read on this server: nothing leaves it unless an AI service is set up, and then only what an answer needs.',
    availability: 'Available',
  },
  {
    title: 'RAG-Enhanced Chatbot',
    description:
      "The assistant looks up your own stash, the patterns it can make and today's deals for each answer.",
    availability: 'Available',
  },
  {
    title: `Deal Tracker over ${DEMO_RETAILER_CLAIM} Retailers`,
    description: `The tracker reads any retailer page you add; a ready-made list of ${DEMO_RETAILER_CLAIM} yarn retailers is not included yet.`,
    availability: 'Coming Soon',
  },
];
