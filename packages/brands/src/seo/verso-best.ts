// verso-best's search-engine title and description in the interface languages other than English.
import type { SeoTranslations } from '../brand';

export const versoBestSeo: SeoTranslations = {
  zh: {
    title: 'Verso — 翻译文档，保留格式',
    description: '将 PDF、DOCX、XLSX、PPT、EPUB、SRT、TXT 和图片翻译成 {languages} 种语言，版式保持不变。',
  },
  'zh-HK': {
    title: 'Verso — 翻譯文件，保留格式',
    description: '將 PDF、DOCX、XLSX、PPT、EPUB、SRT、TXT 和圖片翻譯成 {languages} 種語言，版面保持不變。',
  },
  es: {
    title: 'Verso — traduce documentos y conserva su formato',
    description:
      'Traduce PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT e imágenes a {languages} idiomas sin perder el diseño.',
  },
  ar: {
    title: 'Verso — ترجم المستندات واحتفظ بتنسيقها',
    description:
      'ترجم ملفات PDF وDOCX وXLSX وPPT وEPUB وSRT وTXT والصور إلى {languages} لغة مع الحفاظ على التخطيط.',
  },
  fr: {
    title: 'Verso — traduisez vos documents sans perdre leur mise en forme',
    description:
      'Traduisez PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT et images en {languages} langues, mise en page intacte.',
  },
  de: {
    title: 'Verso — Dokumente übersetzen, Format behalten',
    description:
      'Übersetzen Sie PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT und Bilder in {languages} Sprachen, ohne das Layout zu verlieren.',
  },
  ru: {
    title: 'Verso — перевод документов с сохранением формата',
    description:
      'Переводите PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT и изображения на {languages} языков, сохраняя вёрстку.',
  },
  pt: {
    title: 'Verso — traduza documentos e mantenha o formato',
    description:
      'Traduza PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT e imagens para {languages} idiomas com o layout intacto.',
  },
  ja: {
    title: 'Verso — 書式を保ったまま文書を翻訳',
    description:
      'PDF、DOCX、XLSX、PPT、EPUB、SRT、TXT、画像をレイアウトそのままで {languages} 言語に翻訳します。',
  },
  it: {
    title: 'Verso — traduci i documenti mantenendo il formato',
    description:
      'Traduci PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT e immagini in {languages} lingue con il layout intatto.',
  },
  ko: {
    title: 'Verso — 서식을 유지하는 문서 번역',
    description:
      'PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT와 이미지를 레이아웃 그대로 {languages}개 언어로 번역하세요.',
  },
  tr: {
    title: 'Verso — belgeleri biçimini koruyarak çevirin',
    description:
      'PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT ve görüntüleri düzeni bozulmadan {languages} dile çevirin.',
  },
  pl: {
    title: 'Verso — tłumacz dokumenty z zachowaniem formatu',
    description:
      'Tłumacz pliki PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT i obrazy na {languages} języków bez utraty układu.',
  },
  nl: {
    title: 'Verso — vertaal documenten en behoud de opmaak',
    description:
      'Vertaal PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT en afbeeldingen naar {languages} talen met de lay-out intact.',
  },
  sv: {
    title: 'Verso — översätt dokument och behåll formatet',
    description:
      'Översätt PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT och bilder till {languages} språk med layouten intakt.',
  },
  da: {
    title: 'Verso — oversæt dokumenter og bevar formatet',
    description:
      'Oversæt PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT og billeder til {languages} sprog med layoutet intakt.',
  },
  no: {
    title: 'Verso — oversett dokumenter og behold formatet',
    description:
      'Oversett PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT og bilder til {languages} språk med oppsettet intakt.',
  },
  he: {
    title: 'Verso — תרגום מסמכים תוך שמירה על העיצוב',
    description:
      'תרגמו קובצי PDF,‏ DOCX,‏ XLSX,‏ PPT,‏ EPUB,‏ SRT,‏ TXT ותמונות ל־{languages} שפות בלי לפגוע בפריסה.',
  },
  hi: {
    title: 'Verso — दस्तावेज़ों का अनुवाद, प्रारूप वैसा ही',
    description:
      'PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT और छवियों का {languages} भाषाओं में अनुवाद करें, लेआउट ज्यों का त्यों।',
  },
  th: {
    title: 'Verso — แปลเอกสารโดยคงรูปแบบเดิม',
    description: 'แปล PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT และรูปภาพเป็น {languages} ภาษา โดยคงเลย์เอาต์เดิมไว้',
  },
  vi: {
    title: 'Verso — dịch tài liệu, giữ nguyên định dạng',
    description:
      'Dịch PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT và hình ảnh sang {languages} ngôn ngữ mà vẫn giữ nguyên bố cục.',
  },
  id: {
    title: 'Verso — terjemahkan dokumen tanpa mengubah formatnya',
    description:
      'Terjemahkan PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT, dan gambar ke {languages} bahasa dengan tata letak tetap utuh.',
  },
  ms: {
    title: 'Verso — terjemah dokumen dan kekalkan formatnya',
    description:
      'Terjemah PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT dan imej ke {languages} bahasa dengan susun atur kekal utuh.',
  },
  uk: {
    title: 'Verso — переклад документів зі збереженням формату',
    description:
      'Перекладайте PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT і зображення {languages} мовами, зберігаючи верстку.',
  },
  hu: {
    title: 'Verso — dokumentumfordítás a formátum megtartásával',
    description:
      'Fordítson PDF-, DOCX-, XLSX-, PPT-, EPUB-, SRT-, TXT-fájlokat és képeket {languages} nyelvre, érintetlen elrendezéssel.',
  },
  el: {
    title: 'Verso — μεταφράστε έγγραφα διατηρώντας τη μορφή τους',
    description:
      'Μεταφράστε PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT και εικόνες σε {languages} γλώσσες με τη διάταξη ανέπαφη.',
  },
  ro: {
    title: 'Verso — traduceți documente păstrând formatul',
    description:
      'Traduceți PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT și imagini în {languages} de limbi, cu aspectul intact.',
  },
  cs: {
    title: 'Verso — překlad dokumentů se zachováním formátu',
    description:
      'Překládejte PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT a obrázky do {languages} jazyků s nedotčeným rozvržením.',
  },
  sk: {
    title: 'Verso — preklad dokumentov so zachovaním formátu',
    description:
      'Prekladajte PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT a obrázky do {languages} jazykov s nedotknutým rozložením.',
  },
  bg: {
    title: 'Verso — превод на документи със запазен формат',
    description:
      'Превеждайте PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT и изображения на {languages} езика, без да губите оформлението.',
  },
};
