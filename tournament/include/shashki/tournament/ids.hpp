#pragma once

#include <compare>
#include <cstdint>
#include <functional>

namespace shashki::tournament {

/// A database identity of one kind of row; the tag keeps a player id from passing for an event id.
template <class Tag>
struct Id {
  std::int64_t value = 0;
  friend constexpr auto operator<=>(Id, Id) = default;
};

/// Identifies an event (a tournament) in its database.
using EventId = Id<struct EventTag>;
/// Identifies a player across the whole database (not the starting number).
using PlayerId = Id<struct PlayerTag>;

}  // namespace shashki::tournament

/// Ids key hash maps.
template <class Tag>
struct std::hash<shashki::tournament::Id<Tag>> {
  std::size_t operator()(shashki::tournament::Id<Tag> id) const noexcept {
    return std::hash<std::int64_t>{}(id.value);
  }
};
