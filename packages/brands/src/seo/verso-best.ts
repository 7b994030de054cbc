// verso-best's search-engine title and description in the interface languages other than English.
import type { SeoTranslations } from '../brand';

export const versoBestSeo: SeoTranslations = {
  zh: {
    title: 'Verso — 翻译文档，保留格式',
    description: '将 PDF、DOCX、XLSX、PPT、EPUB、SRT、TXT 和图片翻译成 58 种语言，版式保持不变。',
  },
  'zh-HK': {
    title: 'Verso — 翻譯文件，保留格式',
    description: '將 PDF、DOCX、XLSX、PPT、EPUB、SRT、TXT 和圖片翻譯成 58 種語言，版面保持不變。',
  },
  es: {
    title: 'Verso — traduce documentos y conserva su formato',
    description: 'Traduce PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT e imágenes a 58 idiomas sin perder el diseño.',
  },
  ar: {
    title: 'Verso — ترجم المستندات واحتفظ بتنسيقها',
    description: 'ترجم ملفات PDF وDOCX وXLSX وPPT وEPUB وSRT وTXT والصور إلى 58 لغة مع الحفاظ على التخطيط.',
  },
  fr: {
    title: 'Verso — traduisez vos documents sans perdre leur mise en forme',
    description:
      'Traduisez PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT et images en 58 langues, mise en page intacte.',
  },
  de: {
    title: 'Verso — Dokumente übersetzen, Format behalten',
    description:
      'Übersetzen Sie PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT und Bilder in 58 Sprachen, ohne das Layout zu verlieren.',
  },
  ru: {
    title: 'Verso — перевод документов с сохранением формата',
    description:
      'Переводите PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT и изображения на 58 языков, сохраняя вёрстку.',
  },
  pt: {
    title: 'Verso — traduza documentos e mantenha o formato',
    description:
      'Traduza PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT e imagens para 58 idiomas com o layout intacto.',
  },
  ja: {
    title: 'Verso — 書式を保ったまま文書を翻訳',
    description: 'PDF、DOCX、XLSX、PPT、EPUB、SRT、TXT、画像をレイアウトそのままで 58 言語に翻訳します。',
  },
  it: {
    title: 'Verso — traduci i documenti mantenendo il formato',
    description:
      'Traduci PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT e immagini in 58 lingue con il layout intatto.',
  },
  ko: {
    title: 'Verso — 서식을 유지하는 문서 번역',
    description: 'PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT와 이미지를 레이아웃 그대로 58개 언어로 번역하세요.',
  },
  tr: {
    title: 'Verso — belgeleri biçimini koruyarak çevirin',
    description: 'PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT ve görüntüleri düzeni bozulmadan 58 dile çevirin.',
  },
  pl: {
    title: 'Verso — tłumacz dokumenty z zachowaniem formatu',
    description:
      'Tłumacz pliki PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT i obrazy na 58 języków bez utraty układu.',
  },
  nl: {
    title: 'Verso — vertaal documenten en behoud de opmaak',
    description:
      'Vertaal PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT en afbeeldingen naar 58 talen met de lay-out intact.',
  },
  sv: {
    title: 'Verso — översätt dokument och behåll formatet',
    description:
      'Översätt PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT och bilder till 58 språk med layouten intakt.',
  },
  da: {
    title: 'Verso — oversæt dokumenter og bevar formatet',
    description: 'Oversæt PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT og billeder til 58 sprog med layoutet intakt.',
  },
  no: {
    title: 'Verso — oversett dokumenter og behold formatet',
    description: 'Oversett PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT og bilder til 58 språk med oppsettet intakt.',
  },
  he: {
    title: 'Verso — תרגום מסמכים תוך שמירה על העיצוב',
    description: 'תרגמו קובצי PDF,‏ DOCX,‏ XLSX,‏ PPT,‏ EPUB,‏ SRT,‏ TXT ותמונות ל־58 שפות בלי לפגוע בפריסה.',
  },
  hi: {
    title: 'Verso — दस्तावेज़ों का अनुवाद, प्रारूप वैसा ही',
    description: 'PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT और छवियों का 58 भाषाओं में अनुवाद करें, लेआउट ज्यों का त्यों।',
  },
  th: {
    title: 'Verso — แปลเอกสารโดยคงรูปแบบเดิม',
    description: 'แปล PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT และรูปภาพเป็น 58 ภาษา โดยคงเลย์เอาต์เดิมไว้',
  },
  vi: {
    title: 'Verso — dịch tài liệu, giữ nguyên định dạng',
    description:
      'Dịch PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT và hình ảnh sang 58 ngôn ngữ mà vẫn giữ nguyên bố cục.',
  },
  id: {
    title: 'Verso — terjemahkan dokumen tanpa mengubah formatnya',
    description:
      'Terjemahkan PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT, dan gambar ke 58 bahasa dengan tata letak tetap utuh.',
  },
  ms: {
    title: 'Verso — terjemah dokumen dan kekalkan formatnya',
    description:
      'Terjemah PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT dan imej ke 58 bahasa dengan susun atur kekal utuh.',
  },
  uk: {
    title: 'Verso — переклад документів зі збереженням формату',
    description:
      'Перекладайте PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT і зображення 58 мовами, зберігаючи верстку.',
  },
  hu: {
    title: 'Verso — dokumentumfordítás a formátum megtartásával',
    description:
      'Fordítson PDF-, DOCX-, XLSX-, PPT-, EPUB-, SRT-, TXT-fájlokat és képeket 58 nyelvre, érintetlen elrendezéssel.',
  },
  el: {
    title: 'Verso — μεταφράστε έγγραφα διατηρώντας τη μορφή τους',
    description:
      'Μεταφράστε PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT και εικόνες σε 58 γλώσσες με τη διάταξη ανέπαφη.',
  },
  ro: {
    title: 'Verso — traduceți documente păstrând formatul',
    description:
      'Traduceți PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT și imagini în 58 de limbi, cu aspectul intact.',
  },
  cs: {
    title: 'Verso — překlad dokumentů se zachováním formátu',
    description:
      'Překládejte PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT a obrázky do 58 jazyků s nedotčeným rozvržením.',
  },
  sk: {
    title: 'Verso — preklad dokumentov so zachovaním formátu',
    description:
      'Prekladajte PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT a obrázky do 58 jazykov s nedotknutým rozložením.',
  },
  bg: {
    title: 'Verso — превод на документи със запазен формат',
    description:
      'Превеждайте PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT и изображения на 58 езика, без да губите оформлението.',
  },
};
