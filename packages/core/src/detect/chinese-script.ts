// franc tells Chinese apart from other languages but not Simplified from Traditional characters, which
// the registry keeps as two languages (zh, zh-HK). Common characters that differ between the two decide.

const simplified =
  '们个这说时国来会对为学还发开关门问电见长东车书话语让点从么样应与经体现产实进过无万业区头两条听觉欢钱买卖气变写记认读请';
const traditional =
  '們個這說時國來會對為學還發開關門問電見長東車書話語讓點從麼樣應與經體現產實進過無萬業區頭兩條聽覺歡錢買賣氣變寫記認讀請';

function countOf(text: string, characters: string): number {
  let count = 0;
  for (const character of text) if (characters.includes(character)) count += 1;
  return count;
}

/** 'zh-HK' when the text uses more Traditional-only than Simplified-only characters, else 'zh'. */
export function chineseCodeFor(text: string): 'zh' | 'zh-HK' {
  return countOf(text, traditional) > countOf(text, simplified) ? 'zh-HK' : 'zh';
}
