/** Korean vocabulary for the demo data. All of it is invented; no real shows, people or shops. */

/** Space-separated words; keeps long word lists on a few readable lines. */
const words = (list: string): string[] => list.trim().split(/\s+/);
/** Comma-separated phrases, for entries that contain spaces. */
const phrases = (list: string): string[] => list.split(',').map((p) => p.trim());

export const SURNAMES = words('김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 홍');

export const GIVEN_NAMES = words(`
  민준 서연 지우 하준 서윤 도윤 지민 예준 수아 시우 하은 주원 지호 채원 유진 지안 현우 다은 준서 예린 건우 소율 우진 서진
  민서 태윤 하린 은우 지유 승현 나연 도현 윤서 재원 수빈 민재 가은 현서 지원 연우 서준 예은 태희 혜진 성민 다인 준호 유나`);

/** Invented drama titles for the first shows; later shows combine TITLE_HEADS and TITLE_TAILS. */
export const SHOW_TITLES = phrases(`
  달빛 아래 정원, 서울의 마지막 봄, 우리들의 편의점, 그해 여름 바다, 비밀의 갤러리, 청담동 스캔들, 시간을 달리는 셰프,
  별이 빛나는 밤에, 한강 로맨스, 두 번째 계절, 오피스 와이프, 낭만 변호사 한서진, 수요일의 카페, 푸른 바다의 약속,
  제주 민박 일기, 미래에서 온 편지`);

export const TITLE_HEADS = phrases(`
  달빛, 서울, 그해, 비밀의, 청담동, 한강, 두 번째, 수요일의, 푸른, 제주, 미래의, 낭만, 붉은, 하얀, 마지막, 첫, 작은, 은밀한,
  빛나는, 어느 날, 여름밤, 겨울, 봄날의, 가을, 새벽, 한밤의, 우아한, 위험한, 사랑스러운, 눈부신, 조용한, 뜨거운, 낯선,
  다정한, 기묘한, 찬란한, 잃어버린, 오래된, 특별한, 평범한`);

export const TITLE_TAILS = words(`
  정원 연인 계절 약속 거짓말 편지 카페 호텔 레시피 탐정 변호사 의사 셰프 디자이너 비서 가족 이웃 친구들 도시 기억
  고백 스캔들 왕국 학교 병원 법정 무대 여행 시간 하늘 바다 골목 서점 꽃집 사진관 라디오 인생 청춘 로맨스 비밀`);

/** At most 30 characters each (the profile limit); null is a member who wrote none. */
export const BIOS: (string | null)[] = [
  ...phrases(`
    드라마 속 패션을 좋아해요, 오늘도 출근룩 고민 중, 미니멀 라이프 지향, 주말엔 카페 투어, 빈티지 옷 수집가,
    스타일 기록용 계정, 데일리룩 올려요, 여행과 옷을 좋아합니다, 편한 옷이 최고, 모노톤 덕후, 캠퍼스룩 공유해요,
    드라마 정주행 중, 운동화 모으는 사람, 가을 옷 장바구니 가득`),
  null,
];

export const NICK_HEADS = words('푸른 행복한 졸린 반짝 작은 용감한 느긋한 상큼 포근한 새벽 달콤 바람');
export const NICK_TAILS = words('고양이 여우 바다 별 하늘 구름 나무 토끼 곰 달 수달 펭귄');

export const CITIES: readonly (readonly [string, readonly string[]])[] = [
  [
    '서울특별시',
    phrases('강남구 테헤란로, 마포구 월드컵북로, 종로구 율곡로, 송파구 올림픽로, 성동구 왕십리로, 용산구 한강대로'),
  ],
  ['부산광역시', phrases('해운대구 해운대로, 수영구 광안해변로, 부산진구 중앙대로')],
  ['경기도', phrases('성남시 분당구 판교역로, 수원시 영통구 광교로, 고양시 일산동구 중앙로, 용인시 수지구 포은대로')],
  ['인천광역시', phrases('연수구 송도과학로, 남동구 인하로')],
  ['대구광역시', phrases('수성구 동대구로, 중구 국채보상로')],
  ['대전광역시', phrases('유성구 대학로, 서구 둔산로')],
  ['광주광역시', phrases('서구 상무중앙로, 북구 용봉로')],
  ['제주특별자치도', phrases('제주시 노형로, 서귀포시 중앙로')],
];
