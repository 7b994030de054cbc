import { describe, expect, it } from 'vitest';
import { isTranslatableValue } from './translatable-value';

describe('which values are text to translate', () => {
  it.each([
    'Save changes',
    'File',
    'Welcome, {{name}}!',
    '%d secondes',
    'moins de {{count}} minutes',
    'Find...',
    'and/or',
    'e-mail',
    'ISO 8879:1986',
    'Read more at https://example.com',
    '{count, plural, one {# book} other {# books}}',
  ])('translates %j', (value) => {
    expect(isTranslatableValue(value)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '42',
    '{{count}}',
    '%s',
    '%1$d',
    ':count',
    '%e %B %Y',
    '%d/%m/%Y',
    'https://example.com/help',
    'jdbc:microsoft:sqlserver://LOCALHOST:1433',
    'support@example.com',
    '#1a73e8',
    'rgb(0, 0, 0)',
    '2024-03-01',
    '2024-03-01T10:00:00Z',
    '/static/img/avatar.png',
    'Images/Sun.png',
    'WEB-INF/robots.db',
    'listTemplate.htm',
    'camelCaseKey',
    'ZoomIn',
    'snake_case_id',
    'org.cofax.cds.CDSServlet',
    'CreateNewDoc()',
    'application/json',
    'en-us',
    'utf-8',
    'ISO-8859-1',
    'sun1',
  ])('leaves %j alone', (value) => {
    expect(isTranslatableValue(value)).toBe(false);
  });
});
