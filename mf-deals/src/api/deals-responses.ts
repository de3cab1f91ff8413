import type {
  DealsResponseSchema,
  DealStatsResponseSchema,
  DealTimelineResponseSchema,
  PatternAnalysisResponseSchema,
  PredictionResponseSchema,
} from '@yarn-mgmt/contracts';
import type { z } from 'zod';

// The answers' types, inferred here from the contracts' schemas (the contracts export only the entity types).
export type DealsResponse = z.infer<typeof DealsResponseSchema>;
export type DealStatsResponse = z.infer<typeof DealStatsResponseSchema>;
export type DealTimelineResponse = z.infer<typeof DealTimelineResponseSchema>;
export type PatternAnalysisResponse = z.infer<typeof PatternAnalysisResponseSchema>;
export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;
