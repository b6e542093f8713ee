import { describe, expect, it } from 'vitest';
import { comparableKey } from './comparable-key';

describe('comparableKey', () => {
  it.each([
    ["don't stop me now", 'dont stop me now'],
    ['mr. brightside', 'mr brightside'],
    ['rock & roll', 'rock and roll'],
    ['rock&roll', 'rock and roll'],
    ['sunflower - spider-man: into the spider-verse', 'sunflower spider man into the spider verse'],
    ['another brick in the wall, pt. 2', 'another brick in the wall part 2'],
    ['another brick in the wall (part ii)', 'another brick in the wall part 2'],
    ['  spaced   out!  ', 'spaced out'],
    ['+', '+'],
    ['÷', '÷'],
    ['мой рок-н-ролл', 'мой рок н ролл'],
    ['夜に駆ける', '夜に駆ける'],
    ['こんにちは、世界', 'こんにちは 世界'],
  ])('%s -> %s', (input, expected) => {
    expect(comparableKey(input)).toBe(expected);
  });
});
