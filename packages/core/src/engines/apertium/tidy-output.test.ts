import { describe, expect, it } from 'vitest';
import { restoreWhitespace, stripUnknownWordMarks, undoCapitalAfterLead } from './tidy-output';

describe('stripUnknownWordMarks', () => {
  it('removes the marks Apertium puts on words it could not handle', () => {
    expect(stripUnknownWordMarks('x', 'Él *goed al #shopz con @cosa.')).toBe('Él goed al shopz con cosa.');
  });

  it('keeps marks the source had, and e-mail addresses', () => {
    expect(stripUnknownWordMarks('Ask @anna about #topic', 'Pregunta @anna aproximadamente #tema')).toBe(
      'Pregunta @anna aproximadamente #tema',
    );
    expect(stripUnknownWordMarks('mail a@b.com', 'correo a@b.com')).toBe('correo a@b.com');
  });
});

describe('restoreWhitespace', () => {
  it('closes the double space Apertium leaves where it drops a word, unless the source had one', () => {
    expect(restoreWhitespace('a new document about it', 'un documento nuevo  aproximadamente')).toBe(
      'un documento nuevo aproximadamente',
    );
    expect(restoreWhitespace('Name:  Ana', 'Nombre:  Ana')).toBe('Nombre:  Ana');
  });

  it("puts back the source's leading and trailing whitespace", () => {
    expect(restoreWhitespace('  I have a car.  ', ' Tengo un coche. ')).toBe('  Tengo un coche.  ');
  });

  it('repairs each line when the line count survived', () => {
    expect(restoreWhitespace('I have a car.\n  It is new.', ' Tengo un coche.\n Es nuevo.')).toBe(
      'Tengo un coche.\n  Es nuevo.',
    );
  });
});

describe('undoCapitalAfterLead', () => {
  it('lowers the capital after a first item Apertium kept as it was', () => {
    expect(undoCapitalAfterLead('Verso keeps the layout.', 'Verso Mantiene el diseño.')).toBe(
      'Verso mantiene el diseño.',
    );
    expect(undoCapitalAfterLead('<x1/> keeps it.\n<g1>Verso</g1> is here.', '<x1/> Lo Mantiene.\nX')).toBe(
      '<x1/> lo Mantiene.\nX',
    );
    expect(undoCapitalAfterLead('<g1>Verso</g1> has a car.', '<g1>Verso</g1> Tiene un coche.')).toBe(
      '<g1>Verso</g1> tiene un coche.',
    );
  });

  it('leaves a capital the source had, and a first word Apertium translated', () => {
    expect(undoCapitalAfterLead('Verso Labs keeps it.', 'Verso Labs lo mantiene.')).toBe(
      'Verso Labs lo mantiene.',
    );
    expect(undoCapitalAfterLead('It keeps the layout.', 'Mantiene El diseño.')).toBe('Mantiene El diseño.');
  });
});
