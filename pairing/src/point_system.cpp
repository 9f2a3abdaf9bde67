#include "shashki/pairing/point_system.hpp"

namespace shashki::pairing {

PointSystem PointSystem::draughts() {
  PointSystem s;
  s.win = Points::of(2);
  s.draw = Points::of(1);
  s.loss = Points::of(0);
  s.forfeit_win = Points::of(2);
  s.forfeit_loss = Points::of(0);
  s.pairing_bye = Points::of(2);
  s.full_bye = Points::of(2);
  s.half_bye = Points::of(1);
  s.zero_bye = Points::of(0);
  return s;
}

Points PointSystem::value(ResultCode code) const {
  switch (code) {
    case ResultCode::win:
    case ResultCode::unrated_win:
      return win;
    case ResultCode::draw:
    case ResultCode::unrated_draw:
      return draw;
    case ResultCode::loss:
    case ResultCode::unrated_loss:
      return loss;
    case ResultCode::forfeit_win:
      return forfeit_win;
    case ResultCode::forfeit_loss:
      return forfeit_loss;
    case ResultCode::half_bye:
      return half_bye;
    case ResultCode::full_bye:
      return full_bye;
    case ResultCode::pairing_bye:
      return pairing_bye;
    case ResultCode::zero_bye:
    case ResultCode::not_paired:
      return zero_bye;
  }
  return zero_bye;
}

}  // namespace shashki::pairing
