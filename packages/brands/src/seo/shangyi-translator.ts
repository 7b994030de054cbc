// shangyi-translator's search-engine title and description in the interface languages other than Chinese.
import type { SeoTranslations } from '../brand';

export const shangyiTranslatorSeo: SeoTranslations = {
  en: {
    title: '商译 — document translation that keeps the format',
    description:
      'Translate Word, Excel, PPT, PDF, comics, audio and research papers with their original layout.',
  },
  'zh-HK': {
    title: '商译 — 保留格式的文件翻譯',
    description: '翻譯 Word、Excel、PPT、PDF、漫畫、音訊與論文，保留原有版面。',
  },
  es: {
    title: '商译 — traducción de documentos que conserva el formato',
    description: 'Traduce Word, Excel, PPT, PDF, cómics, audio y artículos con su diseño original.',
  },
  ar: {
    title: '商译 — ترجمة مستندات تحافظ على التنسيق',
    description: 'ترجم ملفات Word وExcel وPPT وPDF والقصص المصورة والصوت والأوراق البحثية بتخطيطها الأصلي.',
  },
  fr: {
    title: '商译 — la traduction de documents qui garde le format',
    description:
      'Traduisez Word, Excel, PPT, PDF, bandes dessinées, audio et articles avec leur mise en page d’origine.',
  },
  de: {
    title: '商译 — Dokumentübersetzung, die das Format behält',
    description:
      'Übersetzen Sie Word, Excel, PPT, PDF, Comics, Audio und Fachartikel mit ihrem ursprünglichen Layout.',
  },
  ru: {
    title: '商译 — перевод документов с сохранением формата',
    description: 'Переводите Word, Excel, PPT, PDF, комиксы, аудио и научные статьи с исходной вёрсткой.',
  },
  pt: {
    title: '商译 — tradução de documentos que mantém o formato',
    description: 'Traduza Word, Excel, PPT, PDF, quadrinhos, áudio e artigos com o layout original.',
  },
  ja: {
    title: '商译 — 書式を保つ文書翻訳',
    description: 'Word、Excel、PPT、PDF、漫画、音声、論文を元のレイアウトのまま翻訳します。',
  },
  it: {
    title: '商译 — traduzione di documenti che mantiene il formato',
    description: 'Traduci Word, Excel, PPT, PDF, fumetti, audio e articoli con il loro layout originale.',
  },
  ko: {
    title: '商译 — 서식을 유지하는 문서 번역',
    description: 'Word, Excel, PPT, PDF, 만화, 오디오, 논문을 원래 레이아웃 그대로 번역하세요.',
  },
  tr: {
    title: '商译 — biçimi koruyan belge çevirisi',
    description: 'Word, Excel, PPT, PDF, çizgi roman, ses ve makaleleri özgün düzenleriyle çevirin.',
  },
  pl: {
    title: '商译 — tłumaczenie dokumentów z zachowaniem formatu',
    description:
      'Tłumacz Word, Excel, PPT, PDF, komiksy, nagrania i artykuły z zachowaniem oryginalnego układu.',
  },
  nl: {
    title: '商译 — documentvertaling die het formaat behoudt',
    description: 'Vertaal Word, Excel, PPT, PDF, strips, audio en artikelen met hun oorspronkelijke lay-out.',
  },
  sv: {
    title: '商译 — dokumentöversättning som behåller formatet',
    description: 'Översätt Word, Excel, PPT, PDF, serier, ljud och artiklar med den ursprungliga layouten.',
  },
  da: {
    title: '商译 — dokumentoversættelse, der bevarer formatet',
    description: 'Oversæt Word, Excel, PPT, PDF, tegneserier, lyd og artikler med det oprindelige layout.',
  },
  no: {
    title: '商译 — dokumentoversettelse som beholder formatet',
    description:
      'Oversett Word, Excel, PPT, PDF, tegneserier, lyd og artikler med det opprinnelige oppsettet.',
  },
  he: {
    title: '商译 — תרגום מסמכים ששומר על הפורמט',
    description: 'תרגמו Word,‏ Excel,‏ PPT,‏ PDF, קומיקס, שמע ומאמרים עם הפריסה המקורית שלהם.',
  },
  hi: {
    title: '商译 — प्रारूप बनाए रखने वाला दस्तावेज़ अनुवाद',
    description: 'Word, Excel, PPT, PDF, कॉमिक्स, ऑडियो और शोध-पत्रों का उनके मूल लेआउट के साथ अनुवाद करें।',
  },
  th: {
    title: '商译 — แปลเอกสารโดยคงรูปแบบเดิม',
    description: 'แปล Word, Excel, PPT, PDF, การ์ตูน, เสียง และบทความ โดยคงเลย์เอาต์ต้นฉบับไว้',
  },
  vi: {
    title: '商译 — dịch tài liệu giữ nguyên định dạng',
    description: 'Dịch Word, Excel, PPT, PDF, truyện tranh, âm thanh và bài báo với bố cục gốc.',
  },
  id: {
    title: '商译 — terjemahan dokumen yang menjaga format',
    description: 'Terjemahkan Word, Excel, PPT, PDF, komik, audio, dan makalah dengan tata letak aslinya.',
  },
  ms: {
    title: '商译 — terjemahan dokumen yang mengekalkan format',
    description: 'Terjemah Word, Excel, PPT, PDF, komik, audio dan kertas kajian dengan susun atur asalnya.',
  },
  uk: {
    title: '商译 — переклад документів зі збереженням формату',
    description:
      'Перекладайте Word, Excel, PPT, PDF, комікси, аудіо та наукові статті з початковою версткою.',
  },
  hu: {
    title: '商译 — dokumentumfordítás a formátum megtartásával',
    description:
      'Fordítson Word-, Excel-, PPT-, PDF-fájlokat, képregényeket, hanganyagot és cikkeket eredeti elrendezésükkel.',
  },
  el: {
    title: '商译 — μετάφραση εγγράφων που διατηρεί τη μορφή',
    description: 'Μεταφράστε Word, Excel, PPT, PDF, κόμικς, ήχο και άρθρα με την αρχική τους διάταξη.',
  },
  ro: {
    title: '商译 — traducerea documentelor care păstrează formatul',
    description:
      'Traduceți Word, Excel, PPT, PDF, benzi desenate, audio și lucrări cu aspectul lor original.',
  },
  cs: {
    title: '商译 — překlad dokumentů se zachováním formátu',
    description: 'Překládejte Word, Excel, PPT, PDF, komiksy, zvuk a odborné články s původním rozvržením.',
  },
  sk: {
    title: '商译 — preklad dokumentov so zachovaním formátu',
    description: 'Prekladajte Word, Excel, PPT, PDF, komiksy, zvuk a odborné články s pôvodným rozložením.',
  },
  bg: {
    title: '商译 — превод на документи със запазен формат',
    description:
      'Превеждайте Word, Excel, PPT, PDF, комикси, аудио и научни статии с оригиналното им оформление.',
  },
};
