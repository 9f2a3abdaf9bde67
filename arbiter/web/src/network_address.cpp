#include "shashki/web/venue_server.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <unistd.h>

#include <array>

namespace shashki::web {

// The address the printed links use when --base-url is not given: this machine's first IPv4
// address on a network (phones at the boards seldom resolve a laptop's name), else its name.
std::string default_base_url(unsigned short port) {
  std::string host;
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) == 0) {
    for (const ifaddrs* a = list; a != nullptr && host.empty(); a = a->ifa_next) {
      if (a->ifa_addr == nullptr || a->ifa_addr->sa_family != AF_INET || (a->ifa_flags & IFF_LOOPBACK) != 0 ||
          (a->ifa_flags & IFF_UP) == 0)
        continue;
      std::array<char, INET_ADDRSTRLEN> text{};
      const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
      if (inet_ntop(AF_INET, &in->sin_addr, text.data(), text.size()) != nullptr) host = text.data();
    }
    freeifaddrs(list);
  }
  if (host.empty()) {
    std::array<char, 256> name{};
    host = gethostname(name.data(), name.size() - 1) == 0 && name[0] != '\0' ? name.data() : "localhost";
  }
  return "http://" + host + ":" + std::to_string(port);
}

}  // namespace shashki::web
