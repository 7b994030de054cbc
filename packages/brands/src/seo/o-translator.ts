// o-translator's search-engine title and description in the interface languages other than English.
import type { SeoTranslations } from '../brand';

export const oTranslatorSeo: SeoTranslations = {
  zh: {
    title: 'O.Translator — 用 AI 翻译办公文档',
    description: '翻译 Word、Excel、PowerPoint、PDF、漫画、音频和 arXiv 论文，完整保留每种格式。',
  },
  'zh-HK': {
    title: 'O.Translator — 用 AI 翻譯辦公文件',
    description: '翻譯 Word、Excel、PowerPoint、PDF、漫畫、音訊和 arXiv 論文，完整保留每種格式。',
  },
  es: {
    title: 'O.Translator — traduce documentos de oficina con IA',
    description:
      'Traduce Word, Excel, PowerPoint, PDF, cómics, audio y artículos de arXiv conservando cada formato.',
  },
  ar: {
    title: 'O.Translator — ترجم المستندات المكتبية بالذكاء الاصطناعي',
    description:
      'ترجم ملفات Word وExcel وPowerPoint وPDF والقصص المصورة والصوت وأوراق arXiv مع الحفاظ على كل تنسيق.',
  },
  fr: {
    title: 'O.Translator — traduisez vos documents bureautiques avec l’IA',
    description:
      'Traduisez Word, Excel, PowerPoint, PDF, bandes dessinées, audio et articles arXiv en conservant chaque format.',
  },
  de: {
    title: 'O.Translator — Office-Dokumente mit KI übersetzen',
    description:
      'Übersetzen Sie Word, Excel, PowerPoint, PDF, Comics, Audio und arXiv-Artikel und behalten Sie jedes Format.',
  },
  ru: {
    title: 'O.Translator — перевод офисных документов с помощью ИИ',
    description:
      'Переводите Word, Excel, PowerPoint, PDF, комиксы, аудио и статьи arXiv с сохранением любого формата.',
  },
  pt: {
    title: 'O.Translator — traduza documentos do Office com IA',
    description:
      'Traduza Word, Excel, PowerPoint, PDF, quadrinhos, áudio e artigos do arXiv mantendo cada formato.',
  },
  ja: {
    title: 'O.Translator — AI でオフィス文書を翻訳',
    description:
      'Word、Excel、PowerPoint、PDF、漫画、音声、arXiv 論文を、それぞれの書式を保ったまま翻訳します。',
  },
  it: {
    title: 'O.Translator — traduci documenti Office con l’IA',
    description:
      'Traduci Word, Excel, PowerPoint, PDF, fumetti, audio e articoli arXiv mantenendo ogni formato.',
  },
  ko: {
    title: 'O.Translator — AI로 오피스 문서 번역',
    description: 'Word, Excel, PowerPoint, PDF, 만화, 오디오, arXiv 논문을 각 서식 그대로 번역하세요.',
  },
  tr: {
    title: 'O.Translator — ofis belgelerini yapay zekâyla çevirin',
    description:
      'Word, Excel, PowerPoint, PDF, çizgi roman, ses ve arXiv makalelerini her biçimi koruyarak çevirin.',
  },
  pl: {
    title: 'O.Translator — tłumacz dokumenty biurowe z AI',
    description:
      'Tłumacz pliki Word, Excel, PowerPoint, PDF, komiksy, nagrania i artykuły arXiv z zachowaniem formatu.',
  },
  nl: {
    title: 'O.Translator — vertaal Office-documenten met AI',
    description:
      'Vertaal Word, Excel, PowerPoint, PDF, strips, audio en arXiv-artikelen met behoud van elk formaat.',
  },
  sv: {
    title: 'O.Translator — översätt kontorsdokument med AI',
    description:
      'Översätt Word, Excel, PowerPoint, PDF, serier, ljud och arXiv-artiklar och behåll varje format.',
  },
  da: {
    title: 'O.Translator — oversæt kontordokumenter med AI',
    description:
      'Oversæt Word, Excel, PowerPoint, PDF, tegneserier, lyd og arXiv-artikler, og bevar hvert format.',
  },
  no: {
    title: 'O.Translator — oversett kontordokumenter med KI',
    description:
      'Oversett Word, Excel, PowerPoint, PDF, tegneserier, lyd og arXiv-artikler og behold hvert format.',
  },
  he: {
    title: 'O.Translator — תרגום מסמכי אופיס בבינה מלאכותית',
    description: 'תרגמו Word,‏ Excel,‏ PowerPoint,‏ PDF, קומיקס, שמע ומאמרי arXiv תוך שמירה על כל פורמט.',
  },
  hi: {
    title: 'O.Translator — AI से ऑफ़िस दस्तावेज़ों का अनुवाद',
    description:
      'Word, Excel, PowerPoint, PDF, कॉमिक्स, ऑडियो और arXiv शोध-पत्रों का अनुवाद करें, हर प्रारूप सुरक्षित।',
  },
  th: {
    title: 'O.Translator — แปลเอกสารสำนักงานด้วย AI',
    description: 'แปล Word, Excel, PowerPoint, PDF, การ์ตูน, เสียง และบทความ arXiv โดยคงทุกรูปแบบไว้',
  },
  vi: {
    title: 'O.Translator — dịch tài liệu văn phòng bằng AI',
    description:
      'Dịch Word, Excel, PowerPoint, PDF, truyện tranh, âm thanh và bài báo arXiv mà vẫn giữ mọi định dạng.',
  },
  id: {
    title: 'O.Translator — terjemahkan dokumen kantor dengan AI',
    description:
      'Terjemahkan Word, Excel, PowerPoint, PDF, komik, audio, dan makalah arXiv dengan format tetap terjaga.',
  },
  ms: {
    title: 'O.Translator — terjemah dokumen pejabat dengan AI',
    description:
      'Terjemah Word, Excel, PowerPoint, PDF, komik, audio dan kertas arXiv sambil mengekalkan setiap format.',
  },
  uk: {
    title: 'O.Translator — переклад офісних документів за допомогою ШІ',
    description:
      'Перекладайте Word, Excel, PowerPoint, PDF, комікси, аудіо та статті arXiv зі збереженням кожного формату.',
  },
  hu: {
    title: 'O.Translator — irodai dokumentumok fordítása MI-vel',
    description:
      'Fordítson Word-, Excel-, PowerPoint-, PDF-fájlokat, képregényeket, hanganyagot és arXiv-cikkeket a formátum megtartásával.',
  },
  el: {
    title: 'O.Translator — μετάφραση εγγράφων γραφείου με ΤΝ',
    description:
      'Μεταφράστε Word, Excel, PowerPoint, PDF, κόμικς, ήχο και άρθρα arXiv διατηρώντας κάθε μορφή.',
  },
  ro: {
    title: 'O.Translator — traduceți documente de birou cu AI',
    description:
      'Traduceți Word, Excel, PowerPoint, PDF, benzi desenate, audio și articole arXiv păstrând fiecare format.',
  },
  cs: {
    title: 'O.Translator — překlad kancelářských dokumentů s AI',
    description:
      'Překládejte Word, Excel, PowerPoint, PDF, komiksy, zvuk a články z arXiv se zachováním každého formátu.',
  },
  sk: {
    title: 'O.Translator — preklad kancelárskych dokumentov s AI',
    description:
      'Prekladajte Word, Excel, PowerPoint, PDF, komiksy, zvuk a články z arXiv so zachovaním každého formátu.',
  },
  bg: {
    title: 'O.Translator — превод на офис документи с ИИ',
    description:
      'Превеждайте Word, Excel, PowerPoint, PDF, комикси, аудио и статии от arXiv, като запазвате всеки формат.',
  },
};
