-- The 马鞍山 harness's Lua side (benchmarks/maanshan_oracle.py runs it), a start: it loads the
-- card-room server's own scorer (mikewu86/jsmjServer, src/MJGame/maanshanmj: CountHuType.lua,
-- with the mj_core classes it uses) from the folder given as the first argument (a checkout's
-- `src`), scores each hand read from stdin and prints one JSON line per hand: its 点 (`fan`,
-- what each of the three others pays before the pot's cap) and its `extraFan`. The pot (锅,
-- GameEnd.lua/GameProgress.lua) is not run yet: every player's pot is deep enough (1000) that
-- no 大拿 fires, and the money is not worked out.
--
-- Input, one hand a line, fields separated by '|' (the same as hefei_oracle.lua's):
--   id | winner | dealer | (unused) | discarder (0: self-draw) | kong draw (0/1)
--      | concealed tiles before the win (server bytes, ',') | winning tile
--      | melds: kind:byte;kind:byte... (peng, gang, angang, jiagang)
-- Server bytes: 万 1-9, 条 11-19, 筒 21-29, 东南西北中发白 31-37 (mj_core/MJConst.lua).
--
-- Only the scoring code runs: the game loop, the network and the database are not loaded.
-- Every river holds a tile, so that 天胡 does not fire; 格支压 (which counts the winning tile's
-- copies seen on the table) then sees only what the hand and the melds show.

local src = arg[1]
if not src then
    io.stderr:write("usage: lua5.1 hefei_oracle.lua JSMJ_SRC < hands\n")
    os.exit(2)
end
package.path = src .. "/MJGame/maanshanmj/?.lua;" .. src .. "/MJGame/?.lua;" .. src .. "/global/?.lua;"
    .. package.path

-- What the server's modules expect from the skynet process around them: nothing they use here.
package.preload["skynet"] = function() return {} end
package.preload["snax"] = function() return {} end
package.preload["crypt"] = function() return {} end
require("functions")
function LOG_DEBUG() end
function LOG_ERROR() end
function dump() end  -- functions.lua's dump prints; the scorer calls it on every hand

local MJConst = require("mj_core.MJConst")
local MJPile = require("mj_core.MJPile")
local MJRiver = require("mj_core.MJRiver")
local Player = require("MAANSHMJPlayer")
local CountHuType = require("CountHuType")

local OPER = {
    peng = MJConst.kOperPeng,
    gang = MJConst.kOperMG,
    angang = MJConst.kOperAG,
    jiagang = MJConst.kOperMXG,
}

local function split(text, sep)
    local out = {}
    if text == nil or text == "" then
        return out
    end
    for part in string.gmatch(text, "([^" .. sep .. "]+)") do
        table.insert(out, part)
    end
    return out
end

local function new_progress(dealer)
    local progress = {
        banker = dealer,
        baseZoom = 1,
        maxPlayerCount = 4,
        playerList = {},
        riverCardList = {},
        mjWall = { getCanGetCount = function() return 40 end },
    }
    function progress:getSubRoundCount()
        return 2
    end
    function progress:nextPlayerPos(pos)
        return pos % 4 + 1
    end
    for seat = 1, 4 do
        local player = Player.new(14, seat)
        function player:getPlayerScore()
            return 1000
        end
        progress.playerList[seat] = player
        local river = MJRiver.new()
        river:pushCard(MJConst.Wan5)
        progress.riverCardList[seat] = river
    end
    return progress
end

local function json_string(text)
    return '"' .. string.gsub(text, '(["\\])', "\\%1") .. '"'
end

local function score(line)
    local f = split(line, "|")
    local id, winner, dealer = f[1], tonumber(f[2]), tonumber(f[3])
    local discarder, kong_draw = tonumber(f[5]), f[6] == "1"
    local concealed, winning = split(f[7], ","), tonumber(f[8])
    local progress = new_progress(dealer)
    local player = progress.playerList[winner]
    for _, byte in ipairs(concealed) do
        player:addHandCard(tonumber(byte))
    end
    for _, meld in ipairs(split(f[9] or "", ";")) do
        local kind, byte = string.match(meld, "(%a+):(%d+)")
        byte = tonumber(byte)
        local pile = MJPile.new()
        local size = (kind == "peng") and 3 or 4
        local cards = {}
        for i = 1, size do
            cards[i] = byte
        end
        if kind == "jiagang" then
            pile:setPile(3, { byte, byte, byte }, true, 0, MJConst.kOperPeng)
            pile:setPile(4, { byte }, true, 0, MJConst.kOperMXG)
        else
            pile:setPile(size, cards, true, 0, OPER[kind])
        end
        table.insert(player.pileList, pile)
    end
    local self_draw = discarder == 0
    if self_draw then
        player:addNewCard(winning)
        -- GamePlaying draws the replacement tile after the kong: the kong is the operation
        -- before the last one (CountHuType:isGangKai).
        player.opHistoryList = kong_draw and { MJConst.kOperMG, MJConst.kOperNewCard }
            or { MJConst.kOperNewCard, MJConst.kOperNewCard }
    end
    local counter = CountHuType.new()
    counter:setParams(winner, progress, (not self_draw) and winning or nil, discarder, false, self_draw)
    -- GamePlaying.lua l.86-118: the shape, and 缺门.
    local may_win
    if self_draw then
        may_win = player:canSelfHu()
    else
        may_win = player:canHu(winning)
    end
    if not may_win or not counter:isQueMen() then
        return "{" .. json_string("id") .. ": " .. id .. ', "win": false}'
    end
    local details = counter:calculate()
    local fan, extra = counter:getTotalFan()
    return string.format('{"id": %s, "win": true, "fan": %d, "extra": %d, "describe": %s}',
        id, fan, extra, json_string(details.describe))
end

for line in io.lines() do
    if line ~= "" then
        local ok, out = pcall(score, line)
        if not ok then
            out = '{"id": ' .. split(line, "|")[1] .. ', "error": ' .. json_string(tostring(out)) .. "}"
        end
        io.write(out, "\n")
    end
end
