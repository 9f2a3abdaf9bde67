#include "shashki/pairing/point_system.hpp"

namespace shashki::pairing {

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
