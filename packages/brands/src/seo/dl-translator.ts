// dl-translator's search-engine title and description in the interface languages other than English.
import type { SeoTranslations } from '../brand';

export const dlTranslatorSeo: SeoTranslations = {
  zh: {
    title: 'DL Translator — 保留版式的文档翻译',
    description: '几分钟内将文档、漫画、音频和研究论文翻译成数十种语言。',
  },
  'zh-HK': {
    title: 'DL Translator — 保留版面的文件翻譯',
    description: '幾分鐘內將文件、漫畫、音訊和研究論文翻譯成數十種語言。',
  },
  es: {
    title: 'DL Translator — traducción de documentos que conserva el diseño',
    description: 'Traduce documentos, cómics, audio y artículos científicos a decenas de idiomas en minutos.',
  },
  ar: {
    title: 'DL Translator — ترجمة مستندات تحافظ على التخطيط',
    description: 'ترجم المستندات والقصص المصورة والملفات الصوتية والأوراق البحثية إلى عشرات اللغات في دقائق.',
  },
  fr: {
    title: 'DL Translator — la traduction de documents qui garde la mise en page',
    description:
      'Traduisez documents, bandes dessinées, audio et articles de recherche dans des dizaines de langues en quelques minutes.',
  },
  de: {
    title: 'DL Translator — Dokumentübersetzung, die das Layout behält',
    description:
      'Übersetzen Sie Dokumente, Comics, Audio und Fachartikel in wenigen Minuten in Dutzende Sprachen.',
  },
  ru: {
    title: 'DL Translator — перевод документов с сохранением вёрстки',
    description:
      'Переводите документы, комиксы, аудио и научные статьи на десятки языков за считаные минуты.',
  },
  pt: {
    title: 'DL Translator — tradução de documentos que mantém o layout',
    description:
      'Traduza documentos, quadrinhos, áudio e artigos científicos para dezenas de idiomas em minutos.',
  },
  ja: {
    title: 'DL Translator — レイアウトを保つ文書翻訳',
    description: '文書、漫画、音声、研究論文を数分で数十の言語に翻訳します。',
  },
  it: {
    title: 'DL Translator — traduzione di documenti che mantiene il layout',
    description:
      'Traduci documenti, fumetti, audio e articoli scientifici in decine di lingue in pochi minuti.',
  },
  ko: {
    title: 'DL Translator — 레이아웃을 유지하는 문서 번역',
    description: '문서, 만화, 오디오, 연구 논문을 몇 분 만에 수십 개 언어로 번역하세요.',
  },
  tr: {
    title: 'DL Translator — düzeni koruyan belge çevirisi',
    description:
      'Belgeleri, çizgi romanları, ses kayıtlarını ve bilimsel makaleleri dakikalar içinde onlarca dile çevirin.',
  },
  pl: {
    title: 'DL Translator — tłumaczenie dokumentów z zachowaniem układu',
    description:
      'Tłumacz dokumenty, komiksy, nagrania i artykuły naukowe na dziesiątki języków w kilka minut.',
  },
  nl: {
    title: 'DL Translator — documentvertaling die de lay-out behoudt',
    description:
      'Vertaal documenten, strips, audio en wetenschappelijke artikelen in enkele minuten naar tientallen talen.',
  },
  sv: {
    title: 'DL Translator — dokumentöversättning som behåller layouten',
    description:
      'Översätt dokument, serier, ljud och forskningsartiklar till dussintals språk på några minuter.',
  },
  da: {
    title: 'DL Translator — dokumentoversættelse, der bevarer layoutet',
    description:
      'Oversæt dokumenter, tegneserier, lyd og forskningsartikler til snesevis af sprog på få minutter.',
  },
  no: {
    title: 'DL Translator — dokumentoversettelse som beholder oppsettet',
    description:
      'Oversett dokumenter, tegneserier, lyd og forskningsartikler til dusinvis av språk på noen få minutter.',
  },
  he: {
    title: 'DL Translator — תרגום מסמכים ששומר על הפריסה',
    description: 'תרגמו מסמכים, קומיקס, שמע ומאמרים מדעיים לעשרות שפות בתוך דקות.',
  },
  hi: {
    title: 'DL Translator — लेआउट बनाए रखने वाला दस्तावेज़ अनुवाद',
    description: 'दस्तावेज़ों, कॉमिक्स, ऑडियो और शोध-पत्रों का मिनटों में दर्जनों भाषाओं में अनुवाद करें।',
  },
  th: {
    title: 'DL Translator — แปลเอกสารโดยคงเลย์เอาต์เดิม',
    description: 'แปลเอกสาร การ์ตูน เสียง และงานวิจัยเป็นภาษาต่าง ๆ หลายสิบภาษาได้ในไม่กี่นาที',
  },
  vi: {
    title: 'DL Translator — dịch tài liệu giữ nguyên bố cục',
    description:
      'Dịch tài liệu, truyện tranh, âm thanh và bài nghiên cứu sang hàng chục ngôn ngữ chỉ trong vài phút.',
  },
  id: {
    title: 'DL Translator — terjemahan dokumen yang menjaga tata letak',
    description:
      'Terjemahkan dokumen, komik, audio, dan makalah penelitian ke puluhan bahasa dalam hitungan menit.',
  },
  ms: {
    title: 'DL Translator — terjemahan dokumen yang mengekalkan susun atur',
    description:
      'Terjemah dokumen, komik, audio dan kertas penyelidikan ke berpuluh-puluh bahasa dalam beberapa minit.',
  },
  uk: {
    title: 'DL Translator — переклад документів зі збереженням верстки',
    description: 'Перекладайте документи, комікси, аудіо та наукові статті десятками мов за лічені хвилини.',
  },
  hu: {
    title: 'DL Translator — dokumentumfordítás, amely megtartja az elrendezést',
    description:
      'Fordítson dokumentumokat, képregényeket, hanganyagot és tudományos cikkeket több tucat nyelvre percek alatt.',
  },
  el: {
    title: 'DL Translator — μετάφραση εγγράφων που διατηρεί τη διάταξη',
    description:
      'Μεταφράστε έγγραφα, κόμικς, ήχο και επιστημονικά άρθρα σε δεκάδες γλώσσες μέσα σε λίγα λεπτά.',
  },
  ro: {
    title: 'DL Translator — traducerea documentelor care păstrează aspectul',
    description:
      'Traduceți documente, benzi desenate, audio și lucrări științifice în zeci de limbi în câteva minute.',
  },
  cs: {
    title: 'DL Translator — překlad dokumentů, který zachová rozvržení',
    description: 'Přeložte dokumenty, komiksy, zvuk a vědecké články do desítek jazyků během několika minut.',
  },
  sk: {
    title: 'DL Translator — preklad dokumentov, ktorý zachová rozloženie',
    description:
      'Preložte dokumenty, komiksy, zvuk a vedecké články do desiatok jazykov v priebehu niekoľkých minút.',
  },
  bg: {
    title: 'DL Translator — превод на документи със запазено оформление',
    description: 'Превеждайте документи, комикси, аудио и научни статии на десетки езици за минути.',
  },
};
