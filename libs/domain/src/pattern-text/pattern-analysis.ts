import type { PatternReading, PdfAnalysis } from '@yarn-mgmt/contracts';
import { readPatternDocument, sectionsOf, type PatternDocument } from './pattern-document.js';
import { readPatternText } from './read-pattern-text.js';

/** The library's difficulty scale (Beginner 1 … Expert 5) and the words designers print for each level. */
const LEVELS: Array<{ level: number; label: string; words: RegExp }> = [
  { level: 1, label: 'Beginner', words: /\b(?:beginner|basic|first[- ]time)\b/i },
  { level: 2, label: 'Easy', words: /\b(?:easy|advanced beginner|adventurous beginner)\b/i },
  { level: 3, label: 'Intermediate', words: /\b(?:intermediate|average)\b/i },
  { level: 4, label: 'Advanced', words: /\b(?:advanced|experienced)\b/i },
  { level: 5, label: 'Expert', words: /\b(?:expert)\b/i },
];
const DIFFICULTY_LABEL =
  /^(?:skill level|skill|difficulty(?: level)?|level|experience(?: level)?|rated)\s*[:-]?\s*(.*)$/i;
const MATERIAL_KINDS = ['yarn', 'needles', 'notions'] as const;
/** Headings that name the whole list: their lines are the materials themselves. */
const LIST_HEADING = /^(?:materials?|you will need|you'll need|what you need|supplies)$/i;
const MAX_MATERIALS = 30;
const MAX_MATERIAL_CHARS = 200;

/** "Skill level: Intermediate" (or the level alone on the next line) as the library's level and label. */
export function readDifficulty(document: PatternDocument): { level: number; label: string } | null {
  for (const [index, line] of document.lines.entries()) {
    const match = DIFFICULTY_LABEL.exec(line);
    if (!match) continue;
    const said = match[1]?.trim() || document.lines[index + 1] || '';
    // "Advanced beginner" is an easy pattern: the most specific words are tried first.
    const found =
      LEVELS.find((level) => level.level === 2 && level.words.test(said)) ??
      LEVELS.find((level) => level.words.test(said));
    if (found) return { level: found.level, label: found.label };
  }
  return null;
}

/** The lines of the yarn, needles (or hook) and notions sections, as the pattern lists them. */
export function readMaterials(document: PatternDocument): string[] {
  const materials: string[] = [];
  for (const section of sectionsOf(document, ...MATERIAL_KINDS)) {
    const lines = section.lines.map((line) => line.replace(/^[-*–•·]\s*/, '').trim()).filter(Boolean);
    const named = section.heading && !LIST_HEADING.test(section.heading.trim());
    if (named && lines.length === 1) materials.push(`${section.heading.trim()}: ${lines[0]}`);
    else if (named && lines.length === 0) continue;
    else materials.push(...lines);
  }
  const unique = [...new Set(materials.map((line) => line.slice(0, MAX_MATERIAL_CHARS)))];
  return unique.slice(0, MAX_MATERIALS);
}

/**
 * What the PDF processor shows of a pattern (spec part 2 section 3: title, author, difficulty, yarn weight,
 * materials) with the pattern-text parser's fields and their confidence: one reading of the text for both.
 */
export function readPatternAnalysis(text: string): { analysis: PdfAnalysis; reading: PatternReading } {
  const reading = readPatternText(text);
  const document = readPatternDocument(text);
  const difficulty = readDifficulty(document);
  return {
    reading,
    analysis: {
      title: reading.title?.value ?? null,
      author: reading.designer?.value ?? null,
      difficulty: difficulty?.label ?? null,
      difficultyLevel: difficulty?.level ?? null,
      yarnWeight: reading.yarn_weight?.value ?? null,
      materials: readMaterials(document),
    },
  };
}
